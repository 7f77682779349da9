import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";
import { Icon, type IconName, iconPaths } from "~/ui/icon";
import { withSeo } from "~/content/seo";

export const loader = scaffoldLoader("icons");
export const meta = withSeo(scaffoldMeta);

export default function IconsPage() {
  const names = Object.keys(iconPaths) as IconName[];
  return (
    <ScaffoldPage>
      <ul className="icon-sheet">
        {names.map((name) => (
          <li key={name} className="icon-sheet__item">
            <Icon name={name} size={32} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </ScaffoldPage>
  );
}
