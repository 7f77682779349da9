import { localizePath } from "~/i18n/config";
import { useLocale } from "~/ui/locale";

/** The manifest of the page's language and the home-screen icon of iOS (which ignores the manifest's). */
export function PwaHead() {
  const locale = useLocale();
  return (
    <>
      <link rel="manifest" href={localizePath("/manifest.webmanifest", locale)} />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    </>
  );
}
