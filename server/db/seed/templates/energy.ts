import type { SectorTemplate } from './types';

export const energy: SectorTemplate = {
  code: 'EMR',
  name: { en: 'Energy and Mineral Resources', id: 'Energi dan Sumber Daya Mineral' },
  description: {
    en: 'Mineral and coal mining, electricity, oil and gas, and energy conservation.',
    id: 'Pertambangan mineral dan batubara, ketenagalistrikan, minyak dan gas bumi, serta konservasi energi.',
  },
  authority: {
    en: 'Ministry of Energy and Mineral Resources',
    id: 'Kementerian Energi dan Sumber Daya Mineral',
  },
  minister: {
    en: 'Minister of Energy and Mineral Resources',
    id: 'Menteri Energi dan Sumber Daya Mineral',
  },
  permit: { en: 'mining business permit (IUP)', id: 'usaha pertambangan (IUP)' },
  topics: [
    {
      title: { en: 'Mineral and Coal Mining', id: 'Pertambangan Mineral dan Batubara' },
      subtopics: [
        {
          title: { en: 'Production Operations', id: 'Operasi Produksi Pertambangan' },
          object: {
            en: 'mining production operations',
            id: 'kegiatan operasi produksi pertambangan',
          },
        },
        {
          title: { en: 'Reclamation and Post-Mining', id: 'Reklamasi dan Pascatambang' },
          object: {
            en: 'reclamation and post-mining guarantees',
            id: 'jaminan reklamasi dan jaminan pascatambang',
          },
        },
      ],
    },
    {
      title: { en: 'Electricity', id: 'Ketenagalistrikan' },
      subtopics: [
        {
          title: {
            en: 'Captive Power Supply',
            id: 'Penyediaan Tenaga Listrik untuk Kepentingan Sendiri',
          },
          object: {
            en: 'electricity supply for own use',
            id: 'penyediaan tenaga listrik untuk kepentingan sendiri',
          },
        },
        {
          title: { en: 'Electrical Installations', id: 'Instalasi Tenaga Listrik' },
          object: {
            en: 'electrical installations and their operation worthiness certificates (SLO)',
            id: 'instalasi tenaga listrik dan sertifikat laik operasi (SLO)',
          },
        },
      ],
    },
    {
      title: { en: 'Oil and Gas', id: 'Minyak dan Gas Bumi' },
      subtopics: [
        {
          title: { en: 'Fuel Storage', id: 'Penyimpanan Bahan Bakar Minyak' },
          object: { en: 'fuel storage facilities', id: 'fasilitas penyimpanan bahan bakar minyak' },
        },
        {
          title: { en: 'Natural Gas Utilisation', id: 'Pemanfaatan Gas Bumi' },
          object: {
            en: 'natural gas utilisation for industry',
            id: 'pemanfaatan gas bumi untuk industri',
          },
        },
      ],
    },
    {
      title: { en: 'Energy Conservation', id: 'Konservasi Energi' },
      subtopics: [
        {
          title: { en: 'Energy Management', id: 'Manajemen Energi' },
          object: {
            en: 'energy management for large energy users',
            id: 'manajemen energi bagi pengguna energi besar',
          },
        },
        {
          title: { en: 'Rooftop Solar Power', id: 'Pembangkit Listrik Tenaga Surya Atap' },
          object: {
            en: 'rooftop solar power systems',
            id: 'sistem pembangkit listrik tenaga surya atap',
          },
        },
      ],
    },
  ],
  subjects: [
    { en: 'Mineral and Coal Mining', id: 'Pertambangan Mineral dan Batubara' },
    { en: 'Electricity', id: 'Ketenagalistrikan' },
    { en: 'Oil and Natural Gas', id: 'Minyak dan Gas Bumi' },
    { en: 'Energy Conservation', id: 'Konservasi Energi' },
    {
      en: 'Mineral and Coal Mining Business Activities',
      id: 'Pelaksanaan Kegiatan Usaha Pertambangan Mineral dan Batubara',
    },
    {
      en: 'Reclamation and Post-Mining in Mining Business Activities',
      id: 'Reklamasi dan Pascatambang pada Kegiatan Usaha Pertambangan',
    },
    {
      en: 'Operation Worthiness of Electrical Installations',
      id: 'Kelaikan Operasi Instalasi Tenaga Listrik',
    },
    {
      en: 'Accelerated Development of Renewable Energy for Electricity Supply',
      id: 'Percepatan Pengembangan Energi Terbarukan untuk Penyediaan Tenaga Listrik',
    },
    { en: 'Good Mining Engineering Practice', id: 'Pelaksanaan Kaidah Pertambangan yang Baik' },
    { en: 'Rooftop Solar Power Systems', id: 'Pembangkit Listrik Tenaga Surya Atap' },
  ],
};
