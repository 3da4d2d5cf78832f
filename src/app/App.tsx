import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';
import { useThemeSync } from './stores/theme';

export function App() {
  const [router] = useState(createAppRouter);
  useThemeSync();
  return <RouterProvider router={router} />;
}
