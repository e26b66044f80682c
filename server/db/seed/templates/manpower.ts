import type { SectorTemplate } from './types';

export const manpower: SectorTemplate = {
  code: 'MNP',
  name: { en: 'Manpower', id: 'Ketenagakerjaan' },
  description: {
    en: 'Employment relations, wages and working time, social security and foreign workers.',
    id: 'Hubungan kerja, pengupahan dan waktu kerja, jaminan sosial serta tenaga kerja asing.',
  },
  authority: { en: 'Ministry of Manpower', id: 'Kementerian Ketenagakerjaan' },
  minister: { en: 'Minister of Manpower', id: 'Menteri Ketenagakerjaan' },
  permit: { en: 'foreign worker employment permit', id: 'mempekerjakan tenaga kerja asing' },
  topics: [
    {
      title: { en: 'Employment Relations', id: 'Hubungan Kerja' },
      subtopics: [
        {
          title: { en: 'Employment Agreements', id: 'Perjanjian Kerja' },
          object: {
            en: 'fixed-term employment agreements (PKWT)',
            id: 'perjanjian kerja waktu tertentu (PKWT)',
          },
        },
        {
          title: { en: 'Company Regulations', id: 'Peraturan Perusahaan' },
          object: {
            en: 'company regulations and collective labour agreements',
            id: 'peraturan perusahaan dan perjanjian kerja bersama',
          },
        },
      ],
    },
    {
      title: { en: 'Wages and Working Time', id: 'Pengupahan dan Waktu Kerja' },
      subtopics: [
        {
          title: { en: 'Minimum Wage', id: 'Upah Minimum' },
          object: {
            en: 'payment of wages at or above the minimum wage',
            id: 'pembayaran upah sesuai upah minimum',
          },
        },
        {
          title: { en: 'Overtime Work', id: 'Waktu Kerja Lembur' },
          object: {
            en: 'overtime work and overtime pay',
            id: 'waktu kerja lembur dan upah kerja lembur',
          },
        },
      ],
    },
    {
      title: { en: 'Social Security', id: 'Jaminan Sosial' },
      subtopics: [
        {
          title: {
            en: 'Employment Social Security (BPJS Ketenagakerjaan)',
            id: 'BPJS Ketenagakerjaan',
          },
          object: {
            en: 'employment social security (BPJS Ketenagakerjaan) contributions',
            id: 'iuran jaminan sosial ketenagakerjaan (BPJS Ketenagakerjaan)',
          },
        },
        {
          title: { en: 'National Health Insurance (BPJS Kesehatan)', id: 'BPJS Kesehatan' },
          object: {
            en: 'national health insurance (BPJS Kesehatan) membership',
            id: 'kepesertaan jaminan kesehatan nasional (BPJS Kesehatan)',
          },
        },
      ],
    },
    {
      title: { en: 'Foreign Workers', id: 'Tenaga Kerja Asing' },
      subtopics: [
        {
          title: {
            en: 'Foreign Worker Utilisation Plan (RPTKA)',
            id: 'Rencana Penggunaan Tenaga Kerja Asing (RPTKA)',
          },
          object: {
            en: 'the foreign worker utilisation plan (RPTKA)',
            id: 'rencana penggunaan tenaga kerja asing (RPTKA)',
          },
        },
        {
          title: { en: 'Compensation Fund (DKP-TKA)', id: 'Dana Kompensasi (DKP-TKA)' },
          object: {
            en: 'the foreign worker compensation fund (DKP-TKA)',
            id: 'dana kompensasi penggunaan tenaga kerja asing (DKP-TKA)',
          },
        },
      ],
    },
  ],
  subjects: [
    { en: 'Manpower', id: 'Ketenagakerjaan' },
    {
      en: 'Fixed-Term Employment, Outsourcing, Working Time and Termination of Employment',
      id: 'Perjanjian Kerja Waktu Tertentu, Alih Daya, Waktu Kerja dan Waktu Istirahat, dan Pemutusan Hubungan Kerja',
    },
    { en: 'Wages', id: 'Pengupahan' },
    { en: 'Utilisation of Foreign Workers', id: 'Penggunaan Tenaga Kerja Asing' },
    {
      en: 'Employment Social Security Programmes',
      id: 'Penyelenggaraan Program Jaminan Sosial Ketenagakerjaan',
    },
    { en: 'Mandatory Reporting of Manpower Data', id: 'Wajib Lapor Ketenagakerjaan di Perusahaan' },
    {
      en: 'Company Regulations and Collective Labour Agreements',
      id: 'Tata Cara Pembuatan dan Pengesahan Peraturan Perusahaan serta Pendaftaran Perjanjian Kerja Bersama',
    },
    {
      en: 'Religious Holiday Allowances for Workers',
      id: 'Tunjangan Hari Raya Keagamaan bagi Pekerja',
    },
    {
      en: 'Job Loss Guarantee Programme',
      id: 'Penyelenggaraan Program Jaminan Kehilangan Pekerjaan',
    },
    { en: 'Domestic Apprenticeships', id: 'Penyelenggaraan Pemagangan di Dalam Negeri' },
  ],
};
