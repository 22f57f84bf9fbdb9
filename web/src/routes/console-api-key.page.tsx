/** Route console-api-key: being built. */
export default function Page() {
  return null;
}
