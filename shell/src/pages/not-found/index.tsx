import { routes } from '@academy/contracts';
import { NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <NonIdealState
      title="Page not found"
      description="There is no page at this address."
      action={<Link to={routes.home}>Go to the login page</Link>}
    />
  );
}
