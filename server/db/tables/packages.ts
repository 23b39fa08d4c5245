import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, editVersion, money, pk, tstz, updatedAt } from './columns';
import type { BenefitType, ServicePackageType } from './enums';
import { users } from './members';

export const benefitItems = pgTable(
  'benefit_items',
  {
    id: pk(),
    title: text().notNull(),
    isActive: boolean().notNull().default(true),
    type: text().$type<BenefitType>().notNull(),
    editVersion: editVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('benefit_items_created_at_idx').on(t.createdAt)],
);

export const servicePackages = pgTable(
  'service_packages',
  {
    id: pk(),
    type: text().$type<ServicePackageType>().notNull(),
    description: text(),
    /** Null means unlimited ('Không giới hạn'). */
    quantity: integer(),
    /** Null means unlimited. */
    day: integer(),
    unitPrice: money().notNull(),
    totalPrice: money().notNull(),
    isActive: boolean().notNull().default(true),
    /** Soft delete: user packages keep pointing at what was bought. */
    isDeleted: boolean().notNull().default(false),
    editVersion: editVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('service_packages_created_at_idx').on(t.createdAt)],
);

export const servicePackageBenefits = pgTable(
  'service_package_benefits',
  {
    servicePackageId: uuid()
      .notNull()
      .references(() => servicePackages.id, { onDelete: 'cascade' }),
    benefitItemId: uuid()
      .notNull()
      .references(() => benefitItems.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.servicePackageId, t.benefitItemId] }),
    index('service_package_benefits_benefit_item_id_idx').on(t.benefitItemId),
  ],
);

/** A package bought by a member; copies the package terms at purchase time. */
export const userServicePackages = pgTable(
  'user_service_packages',
  {
    id: pk(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    servicesId: uuid()
      .notNull()
      .references(() => servicePackages.id, { onDelete: 'restrict' }),
    quantity: integer(),
    day: integer(),
    type: text().$type<ServicePackageType>().notNull(),
    isActive: boolean().notNull().default(true),
    totalPrice: money().notNull(),
    unitPrice: money().notNull(),
    used: integer().notNull().default(0),
    /** Null means no expiry ('Không giới hạn'). */
    expriedDate: tstz(),
    editVersion: editVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_service_packages_user_id_idx').on(t.userId),
    index('user_service_packages_services_id_idx').on(t.servicesId),
    index('user_service_packages_is_active_created_at_idx').on(t.isActive, t.createdAt),
    index('user_service_packages_created_at_idx').on(t.createdAt),
  ],
);
