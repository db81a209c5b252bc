export const dynamic = 'force-dynamic';

export default function BaselinePage() {
  return <p>baseline</p>;
}
