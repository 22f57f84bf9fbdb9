/** Route price: being built. */
export default function Page() {
  return null;
}
