import { Outlet } from 'react-router-dom';
import { Header } from '@/layout/header/header';
import { Footer } from '@/layout/footer/footer';

/** Header and footer stay up whatever happens inside the page area. */
export function AppLayout() {
  return (
    <div className="app">
      <Header />
      <main className="app-main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
