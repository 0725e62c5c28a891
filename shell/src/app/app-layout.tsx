import { Outlet } from 'react-router-dom';
import { Footer } from '@/layout/footer/footer';
import { Header } from '@/layout/header/header';

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
