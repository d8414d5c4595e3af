import { Outlet } from 'react-router';

export function AppShell() {
  return (
    <>
      <header>
        <p>Transfer Application</p>
      </header>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
