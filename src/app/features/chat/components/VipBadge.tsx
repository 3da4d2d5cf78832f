import './vip-badge.css';

/** A player's VIP badge as the chat shows it beside the name (level 0 has none); the VIP page previews it. */
export function VipBadge({ level }: { level: number }) {
  if (level <= 0) return null;
  return (
    <span className="chat-vip" data-level={level} title={`VIP level ${level}`}>
      VIP {level}
    </span>
  );
}
