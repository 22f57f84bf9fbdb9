/** Route terms: being built. */
export default function Page() {
  return null;
}
