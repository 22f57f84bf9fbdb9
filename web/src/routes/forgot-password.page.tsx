/** Route forgot-password: being built. */
export default function Page() {
  return null;
}
