import { useLoaderData } from "@remix-run/react";

export const meta = () => [{ title: "Reference" }];

export function loader() {
  return { items: Array.from({ length: 24 }, (_, i) => ({ id: i + 1, name: `Game ${i + 1}`, provider: `Provider ${(i % 5) + 1}` })) };
}

export default function Index() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Games</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`/game/${item.id}`}>{item.name}</a> <span>{item.provider}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
