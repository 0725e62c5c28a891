import { routes } from '@academy/api';
import { Link } from 'react-router-dom';
import { PageState } from '@/layout/page-state/page-state';

export default function NotFoundPage() {
  return (
    <PageState
      title="Page not found"
      description={<p>There is no page at this address.</p>}
      action={<Link to={routes.home}>Go to the login page</Link>}
    />
  );
}
