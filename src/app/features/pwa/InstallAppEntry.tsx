import { promptInstall, useInstallOffered } from './install-offer';

/** The footer's "Install App" link: there only while the browser offers to install the app. */
export function InstallAppEntry() {
  const offered = useInstallOffered();
  if (!offered) return null;
  return (
    <li>
      <button type="button" className="link-button" onClick={() => void promptInstall()}>
        Install App
      </button>
    </li>
  );
}
