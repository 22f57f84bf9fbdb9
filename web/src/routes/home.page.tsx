import { HomePage } from '../features/home/home-page';

/** Route `/`: the marketing home page. */
export default function Page() {
  return <HomePage />;
}
