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
    // Components translate with react-i18next's `useTranslation`/`Trans` (the request's i18next clone on the server,
    // the browser's instance in the browser); i18next itself is set up only in app/i18n (issue 26).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/i18n/**", "app/**/*.server.ts", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "i18next", message: "Translate with react-i18next's useTranslation; i18next is set up in app/i18n (issue 26)." }],
        },
      ],
    },
  },
);
