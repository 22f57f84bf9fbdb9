/** Route privacy: being built. */
export default function Page() {
  return null;
}
