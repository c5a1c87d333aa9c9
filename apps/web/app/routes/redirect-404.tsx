import { redirect } from 'react-router';

// docs/produto.md §2: any path not in the route table goes to /404.
export function loader() {
  throw redirect('/404');
}

export default function Redirect404() {
  return null;
}
