import ruCommon from "./locales/ru/common.json";
import uzCommon from "./locales/uz/common.json";

export const resources = {
  uz: { common: uzCommon },
  ru: { common: ruCommon },
} as const;
