/** Route home: being built. */
export default function Page() {
  return null;
}
