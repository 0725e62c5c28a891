import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '@/layout/footer/footer';
import { Header } from '@/layout/header/header';
import { useFollowPageHeading } from './follow-page-heading';

/** Header and footer stay up whatever happens inside the page area. */
export function AppLayout() {
  const main = useRef<HTMLElement>(null);
  useFollowPageHeading(main);
  return (
    <div className="app">
      <Header />
      <main ref={main} className="app-main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
