import type { RegulationType } from '../../../../contract/enums';
import type { Bi, SectorTemplate } from './types';

/** How each regulation type is titled, numbered and issued (Indonesian hierarchy of laws). */
export interface RegulationTypeTemplate {
  type: RegulationType;
  /** Title prefix before " No. 5 of 2020 on ..." / " Nomor 5 Tahun 2020 tentang ...". */
  prefix: (sector: SectorTemplate, province: Bi) => Bi;
  /** Who issued it, in both languages (shown in the reader's language). */
  issuer: (sector: SectorTemplate, province: Bi) => Bi;
  maxNumber: number;
  years: [number, number];
  weight: number;
}

const PRESIDENT: Bi = {
  en: 'President of the Republic of Indonesia',
  id: 'Presiden Republik Indonesia',
};
const PARLIAMENT_AND_PRESIDENT: Bi = {
  en: 'House of Representatives and President of the Republic of Indonesia',
  id: 'Dewan Perwakilan Rakyat dan Presiden Republik Indonesia',
};

export const REGULATION_TYPE_TEMPLATES: RegulationTypeTemplate[] = [
  {
    type: 'law',
    prefix: () => ({ en: 'Law', id: 'Undang-Undang' }),
    issuer: () => PARLIAMENT_AND_PRESIDENT,
    maxNumber: 40,
    years: [1970, 2023],
    weight: 2,
  },
  {
    type: 'government_regulation_in_lieu_of_law',
    prefix: () => ({
      en: 'Government Regulation in Lieu of Law',
      id: 'Peraturan Pemerintah Pengganti Undang-Undang',
    }),
    issuer: () => PRESIDENT,
    maxNumber: 3,
    years: [2009, 2023],
    weight: 0.5,
  },
  {
    type: 'government_regulation',
    prefix: () => ({ en: 'Government Regulation', id: 'Peraturan Pemerintah' }),
    issuer: () => PRESIDENT,
    maxNumber: 110,
    years: [1995, 2025],
    weight: 4,
  },
  {
    type: 'presidential_regulation',
    prefix: () => ({ en: 'Presidential Regulation', id: 'Peraturan Presiden' }),
    issuer: () => PRESIDENT,
    maxNumber: 130,
    years: [2005, 2025],
    weight: 2,
  },
  {
    type: 'ministerial_regulation',
    prefix: (s) => ({ en: `Regulation of the ${s.minister.en}`, id: `Peraturan ${s.minister.id}` }),
    issuer: (s) => s.minister,
    maxNumber: 60,
    years: [2005, 2025],
    weight: 6,
  },
  {
    type: 'regional_regulation',
    prefix: (_s, p) => ({ en: `Regional Regulation of ${p.en}`, id: `Peraturan Daerah ${p.id}` }),
    issuer: (_s, p) => ({ en: `Governor of ${p.en}`, id: `Gubernur ${p.id}` }),
    maxNumber: 20,
    years: [2008, 2025],
    weight: 2,
  },
];

export const PROVINCES: Bi[] = [
  { en: 'DKI Jakarta Province', id: 'Provinsi DKI Jakarta' },
  { en: 'West Java Province', id: 'Provinsi Jawa Barat' },
  { en: 'East Java Province', id: 'Provinsi Jawa Timur' },
  { en: 'Central Java Province', id: 'Provinsi Jawa Tengah' },
  { en: 'East Kalimantan Province', id: 'Provinsi Kalimantan Timur' },
  { en: 'Riau Province', id: 'Provinsi Riau' },
  { en: 'Banten Province', id: 'Provinsi Banten' },
];

export const regulationTitle = (prefix: Bi, n: number, year: number, subject: Bi): Bi => ({
  en: `${prefix.en} No. ${n} of ${year} on ${subject.en}`,
  id: `${prefix.id} Nomor ${n} Tahun ${year} tentang ${subject.id}`,
});

export const regulationAbstract = (sector: SectorTemplate, subject: Bi): Bi => ({
  en: `This regulation governs ${subject.en.toLowerCase()}, including the obligations of business actors, supervision by the ${sector.authority.en} and sanctions for violations.`,
  id: `Peraturan ini mengatur ${subject.id.toLowerCase()}, termasuk kewajiban pelaku usaha, pengawasan oleh ${sector.authority.id}, serta sanksi atas pelanggaran.`,
});

export const regulationFullText = (title: Bi, subject: Bi, articles: number): Bi => ({
  en: [
    title.en,
    'CHAPTER I GENERAL PROVISIONS',
    'Article 1',
    `In this regulation, ${subject.en.toLowerCase()} means every activity governed by this regulation.`,
    'CHAPTER II OBLIGATIONS',
    'Article 2',
    'Every business actor must comply with the standards, licensing and reporting duties set out herein.',
    'CHAPTER III SANCTIONS',
    `Article ${articles}`,
    'Violations are subject to administrative and/or criminal sanctions under the laws and regulations.',
  ].join('\n'),
  id: [
    title.id,
    'BAB I KETENTUAN UMUM',
    'Pasal 1',
    `Dalam peraturan ini, ${subject.id.toLowerCase()} adalah setiap kegiatan yang diatur dalam peraturan ini.`,
    'BAB II KEWAJIBAN',
    'Pasal 2',
    'Setiap pelaku usaha wajib mematuhi standar, perizinan dan kewajiban pelaporan yang diatur di dalamnya.',
    'BAB III SANKSI',
    `Pasal ${articles}`,
    'Pelanggaran dikenai sanksi administratif dan/atau sanksi pidana sesuai dengan ketentuan peraturan perundang-undangan.',
  ].join('\n'),
});
