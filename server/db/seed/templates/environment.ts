import type { SectorTemplate } from './types';

export const environment: SectorTemplate = {
  code: 'ENV',
  name: { en: 'Environment', id: 'Lingkungan Hidup' },
  description: {
    en: 'Environmental approval, hazardous waste, water and air pollution control.',
    id: 'Persetujuan lingkungan, pengelolaan limbah B3, pengendalian pencemaran air dan udara.',
  },
  authority: {
    en: 'Ministry of Environment and Forestry',
    id: 'Kementerian Lingkungan Hidup dan Kehutanan',
  },
  minister: {
    en: 'Minister of Environment and Forestry',
    id: 'Menteri Lingkungan Hidup dan Kehutanan',
  },
  permit: { en: 'environmental permit', id: 'lingkungan' },
  topics: [
    {
      title: { en: 'Environmental Approval', id: 'Persetujuan Lingkungan' },
      subtopics: [
        {
          title: {
            en: 'Environmental Impact Assessment (AMDAL)',
            id: 'Analisis Mengenai Dampak Lingkungan (AMDAL)',
          },
          object: {
            en: 'the environmental impact assessment (AMDAL) document',
            id: 'dokumen analisis mengenai dampak lingkungan (AMDAL)',
          },
        },
        {
          title: {
            en: 'Environmental Management and Monitoring (UKL-UPL)',
            id: 'Upaya Pengelolaan dan Pemantauan Lingkungan (UKL-UPL)',
          },
          object: {
            en: 'environmental management and monitoring efforts (UKL-UPL)',
            id: 'upaya pengelolaan dan pemantauan lingkungan hidup (UKL-UPL)',
          },
        },
      ],
    },
    {
      title: { en: 'Hazardous Waste Management', id: 'Pengelolaan Limbah B3' },
      subtopics: [
        {
          title: { en: 'Hazardous Waste Storage', id: 'Penyimpanan Limbah B3' },
          object: {
            en: 'temporary storage of hazardous and toxic (B3) waste',
            id: 'penyimpanan sementara limbah bahan berbahaya dan beracun (B3)',
          },
        },
        {
          title: { en: 'Hazardous Waste Transport', id: 'Pengangkutan Limbah B3' },
          object: { en: 'transport of hazardous waste', id: 'pengangkutan limbah B3' },
        },
      ],
    },
    {
      title: { en: 'Water Pollution Control', id: 'Pengendalian Pencemaran Air' },
      subtopics: [
        {
          title: { en: 'Wastewater Discharge', id: 'Pembuangan Air Limbah' },
          object: {
            en: 'wastewater discharge to water bodies',
            id: 'pembuangan air limbah ke badan air',
          },
        },
        {
          title: { en: 'Water Quality Monitoring', id: 'Pemantauan Kualitas Air' },
          object: {
            en: 'surface water and groundwater quality',
            id: 'kualitas air permukaan dan air tanah',
          },
        },
      ],
    },
    {
      title: { en: 'Air Pollution Control', id: 'Pengendalian Pencemaran Udara' },
      subtopics: [
        {
          title: { en: 'Stationary Source Emissions', id: 'Emisi Sumber Tidak Bergerak' },
          object: {
            en: 'emissions from stationary sources',
            id: 'emisi dari sumber tidak bergerak',
          },
        },
        {
          title: { en: 'Ambient Air Quality', id: 'Kualitas Udara Ambien' },
          object: { en: 'ambient air quality', id: 'mutu udara ambien' },
        },
      ],
    },
  ],
  subjects: [
    {
      en: 'Environmental Protection and Management',
      id: 'Perlindungan dan Pengelolaan Lingkungan Hidup',
    },
    {
      en: 'Management of Hazardous and Toxic Waste',
      id: 'Pengelolaan Limbah Bahan Berbahaya dan Beracun',
    },
    { en: 'Wastewater Quality Standards', id: 'Baku Mutu Air Limbah' },
    {
      en: 'Emission Quality Standards for Stationary Sources',
      id: 'Baku Mutu Emisi Sumber Tidak Bergerak',
    },
    { en: 'Environmental Approval Procedures', id: 'Tata Cara Persetujuan Lingkungan' },
    {
      en: 'Environmental Impact Assessment Documents',
      id: 'Dokumen Analisis Mengenai Dampak Lingkungan Hidup',
    },
    { en: 'Water Pollution Control', id: 'Pengendalian Pencemaran Air' },
    { en: 'Household Waste Management', id: 'Pengelolaan Sampah Rumah Tangga' },
    {
      en: 'Corporate Environmental Performance Rating (PROPER)',
      id: 'Program Penilaian Peringkat Kinerja Perusahaan dalam Pengelolaan Lingkungan Hidup',
    },
    { en: 'Environmental Monitoring Reports', id: 'Pelaporan Pemantauan Lingkungan Hidup' },
  ],
};
