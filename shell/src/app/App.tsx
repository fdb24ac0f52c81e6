import { useRef } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Footer } from '../layout/Footer';
import { NavBar } from '../layout/NavBar';
import { GuardedPage } from './GuardedPage';
import { NotFoundPage } from './NotFoundPage';
import { routes } from './routes';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { useSessionConfirmation } from './use-session-confirmation';

export function App() {
  useSessionConfirmation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  return (
    <>
      <NavBar />
      <main id="main" className="site-main" ref={mainRef} tabIndex={-1}>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={<GuardedPage route={route} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
      <Footer />
    </>
  );
}
