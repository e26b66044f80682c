import type { SectorTemplate } from './types';

export const safety: SectorTemplate = {
  code: 'OHS',
  name: { en: 'Occupational Health and Safety', id: 'Keselamatan dan Kesehatan Kerja (K3)' },
  description: {
    en: 'OHS management system, work equipment safety, fire prevention and occupational health.',
    id: 'Sistem manajemen K3, keselamatan peralatan kerja, penanggulangan kebakaran dan kesehatan kerja.',
  },
  authority: { en: 'Ministry of Manpower', id: 'Kementerian Ketenagakerjaan' },
  minister: { en: 'Minister of Manpower', id: 'Menteri Ketenagakerjaan' },
  permit: { en: 'occupational safety permit', id: 'keselamatan kerja' },
  topics: [
    {
      title: { en: 'OHS Management System (SMK3)', id: 'Sistem Manajemen K3 (SMK3)' },
      subtopics: [
        {
          title: { en: 'SMK3 Implementation', id: 'Penerapan SMK3' },
          object: {
            en: 'the occupational health and safety management system (SMK3)',
            id: 'sistem manajemen keselamatan dan kesehatan kerja (SMK3)',
          },
        },
        {
          title: { en: 'OHS Advisory Committee (P2K3)', id: 'Panitia Pembina K3 (P2K3)' },
          object: {
            en: 'the occupational health and safety advisory committee (P2K3)',
            id: 'panitia pembina keselamatan dan kesehatan kerja (P2K3)',
          },
        },
      ],
    },
    {
      title: { en: 'Work Equipment Safety', id: 'Keselamatan Peralatan Kerja' },
      subtopics: [
        {
          title: { en: 'Lifting and Transport Equipment', id: 'Pesawat Angkat dan Angkut' },
          object: { en: 'lifting and transport equipment', id: 'pesawat angkat dan angkut' },
        },
        {
          title: { en: 'Pressure Vessels and Boilers', id: 'Bejana Tekanan dan Ketel Uap' },
          object: { en: 'pressure vessels and steam boilers', id: 'bejana tekanan dan ketel uap' },
        },
      ],
    },
    {
      title: { en: 'Fire Prevention', id: 'Penanggulangan Kebakaran' },
      subtopics: [
        {
          title: { en: 'Fire Protection Equipment', id: 'Alat Pemadam Kebakaran' },
          object: {
            en: 'portable fire extinguishers and hydrant systems',
            id: 'alat pemadam api ringan dan sistem hidran',
          },
        },
        {
          title: { en: 'Emergency Response', id: 'Tanggap Darurat' },
          object: {
            en: 'emergency response and evacuation procedures',
            id: 'prosedur tanggap darurat dan evakuasi',
          },
        },
      ],
    },
    {
      title: { en: 'Occupational Health', id: 'Kesehatan Kerja' },
      subtopics: [
        {
          title: { en: "Workers' Health Examinations", id: 'Pemeriksaan Kesehatan Tenaga Kerja' },
          object: { en: "workers' health examinations", id: 'pemeriksaan kesehatan tenaga kerja' },
        },
        {
          title: { en: 'Workplace Hazards', id: 'Faktor Bahaya Lingkungan Kerja' },
          object: {
            en: 'physical and chemical hazards in the workplace',
            id: 'faktor fisika dan kimia di lingkungan kerja',
          },
        },
      ],
    },
  ],
  subjects: [
    { en: 'Work Safety', id: 'Keselamatan Kerja' },
    {
      en: 'Implementation of the Occupational Health and Safety Management System',
      id: 'Penerapan Sistem Manajemen Keselamatan dan Kesehatan Kerja',
    },
    {
      en: 'Safety of Lifting and Transport Equipment',
      id: 'Keselamatan dan Kesehatan Kerja Pesawat Angkat dan Pesawat Angkut',
    },
    {
      en: 'Occupational Health and Safety of the Working Environment',
      id: 'Keselamatan dan Kesehatan Kerja Lingkungan Kerja',
    },
    {
      en: 'Fire Response Units in the Workplace',
      id: 'Unit Penanggulangan Kebakaran di Tempat Kerja',
    },
    {
      en: "Workers' Health Examinations",
      id: 'Pemeriksaan Kesehatan Tenaga Kerja dalam Penyelenggaraan Keselamatan Kerja',
    },
    {
      en: 'Occupational Health and Safety Advisory Committees',
      id: 'Panitia Pembina Keselamatan dan Kesehatan Kerja',
    },
    {
      en: 'Pressure Vessels and Storage Tanks',
      id: 'Keselamatan dan Kesehatan Kerja Bejana Tekanan dan Tangki Timbun',
    },
    { en: 'Occupational Diseases', id: 'Penyakit Akibat Kerja' },
    {
      en: 'Electrical Safety in the Workplace',
      id: 'Keselamatan dan Kesehatan Kerja Listrik di Tempat Kerja',
    },
  ],
};
