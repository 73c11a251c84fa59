export function Component() {
  return <main className="p-8"><h1 className="text-2xl font-semibold">Privacy Policy</h1></main>;
}
