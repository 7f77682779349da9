import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", "public/build/", "node_modules/", "test-results/", "playwright-report/", "data/", "bench/reference/build/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-control-regex": "off",
    },
  },
  {
    // Issue 14: the pages translate with ~/i18n/react and keep UI state in ~/lib/atoms; these libraries would come
    // back into every page's JavaScript (and react-i18next would find no instance: raw keys on the page).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "react-i18next", message: "Use ~/i18n/react (issue 14)." },
            { name: "remix-i18next/react", message: "Use ~/i18n/react (issue 14)." },
            { name: "remix-i18next/client", message: "Use ~/i18n/react (issue 14)." },
            { name: "i18next", message: "Pages use ~/i18n/react; i18next is for loaders and actions (*.server.ts)." },
            { name: "jotai", message: "Use ~/lib/atoms (issue 14)." },
          ],
        },
      ],
    },
  },
);
