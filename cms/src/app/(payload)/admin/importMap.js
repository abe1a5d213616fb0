import { ListingSupportActions as ListingSupportActions_5bae391ffcd2a54ee045024b0fa3aeb0 } from '@driftway/cms/components/support/SupportActions'
import { TimestampCell as TimestampCell_31c876a53634863a64b846954dbc20f2 } from '@driftway/cms/components/ReadableNumbers'
import { TimestampAfterInput as TimestampAfterInput_31c876a53634863a64b846954dbc20f2 } from '@driftway/cms/components/ReadableNumbers'
import { MinorUnitsCell as MinorUnitsCell_31c876a53634863a64b846954dbc20f2 } from '@driftway/cms/components/ReadableNumbers'
import { MinorUnitsAfterInput as MinorUnitsAfterInput_31c876a53634863a64b846954dbc20f2 } from '@driftway/cms/components/ReadableNumbers'
import { UserSupportActions as UserSupportActions_5bae391ffcd2a54ee045024b0fa3aeb0 } from '@driftway/cms/components/support/SupportActions'
import { BookingSupportActions as BookingSupportActions_5bae391ffcd2a54ee045024b0fa3aeb0 } from '@driftway/cms/components/support/SupportActions'
import { ReadOnlyJson as ReadOnlyJson_63dc93f3b2203f44b855acaeeffa7148 } from '@driftway/cms/components/ReadOnlyJson'
import { ReviewSupportActions as ReviewSupportActions_5bae391ffcd2a54ee045024b0fa3aeb0 } from '@driftway/cms/components/support/SupportActions'
import { TwoFactorSetup as TwoFactorSetup_2cf48dcbc419725c62f05bbd5310ef4e } from '@driftway/cms/components/TwoFactorSetup'
import { Icon as Icon_6b9f2b18b17aab47b5cd790261510ad9 } from '@driftway/cms/components/Icon'
import { Logo as Logo_672646bdfb8766361bd19221db021135 } from '@driftway/cms/components/Logo'
import { StaffLogin as StaffLogin_81f29ec3f13dcc128803cd93004908bf } from '@driftway/cms/components/StaffLogin'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@driftway/cms/components/support/SupportActions#ListingSupportActions": ListingSupportActions_5bae391ffcd2a54ee045024b0fa3aeb0,
  "@driftway/cms/components/ReadableNumbers#TimestampCell": TimestampCell_31c876a53634863a64b846954dbc20f2,
  "@driftway/cms/components/ReadableNumbers#TimestampAfterInput": TimestampAfterInput_31c876a53634863a64b846954dbc20f2,
  "@driftway/cms/components/ReadableNumbers#MinorUnitsCell": MinorUnitsCell_31c876a53634863a64b846954dbc20f2,
  "@driftway/cms/components/ReadableNumbers#MinorUnitsAfterInput": MinorUnitsAfterInput_31c876a53634863a64b846954dbc20f2,
  "@driftway/cms/components/support/SupportActions#UserSupportActions": UserSupportActions_5bae391ffcd2a54ee045024b0fa3aeb0,
  "@driftway/cms/components/support/SupportActions#BookingSupportActions": BookingSupportActions_5bae391ffcd2a54ee045024b0fa3aeb0,
  "@driftway/cms/components/ReadOnlyJson#ReadOnlyJson": ReadOnlyJson_63dc93f3b2203f44b855acaeeffa7148,
  "@driftway/cms/components/support/SupportActions#ReviewSupportActions": ReviewSupportActions_5bae391ffcd2a54ee045024b0fa3aeb0,
  "@driftway/cms/components/TwoFactorSetup#TwoFactorSetup": TwoFactorSetup_2cf48dcbc419725c62f05bbd5310ef4e,
  "@driftway/cms/components/Icon#Icon": Icon_6b9f2b18b17aab47b5cd790261510ad9,
  "@driftway/cms/components/Logo#Logo": Logo_672646bdfb8766361bd19221db021135,
  "@driftway/cms/components/StaffLogin#StaffLogin": StaffLogin_81f29ec3f13dcc128803cd93004908bf,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
