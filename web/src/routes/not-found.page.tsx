import { NotFoundPage } from '../features/not-found/not-found-page';

/** Any path no other route matches. */
export default function Page() {
  return <NotFoundPage />;
}
