/** Route login: being built. */
export default function Page() {
  return null;
}
