/** Route register: being built. */
export default function Page() {
  return null;
}
