export function Component() {
  return <main className="p-8"><h1 className="text-2xl font-semibold">Terms of Service</h1></main>;
}
