import { Icon as Icon_6b9f2b18b17aab47b5cd790261510ad9 } from '@driftway/cms/components/Icon'
import { Logo as Logo_672646bdfb8766361bd19221db021135 } from '@driftway/cms/components/Logo'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@driftway/cms/components/Icon#Icon": Icon_6b9f2b18b17aab47b5cd790261510ad9,
  "@driftway/cms/components/Logo#Logo": Logo_672646bdfb8766361bd19221db021135,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
