import { notFound } from 'next/navigation';

// Every path no route matches lands here and gets the 404 page (status 404).
export default function UnknownPage(): never {
  notFound();
}
