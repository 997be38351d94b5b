import { business, type Company } from '@spt/business';

export type { Company };

/** The business's public details, shown on every page: `company` of business.config.ts. */
export const company: Company = business.company;

/**
 * The values any text may name, for every i18next instance's `interpolation.defaultVariables`: the
 * company's name is written `{{company}}` in the dictionaries and comes from {@link company}.
 */
export const TEXT_VARIABLES: Readonly<{ company: string }> = Object.freeze({ company: company.name });
