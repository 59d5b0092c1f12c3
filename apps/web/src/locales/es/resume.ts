import type { Catalogue } from '../../platform/i18n/catalogue';
import type en from '../en/resume';

const resume: Catalogue<typeof en> = {
  title: 'Crear un currículum',
  intro:
    'Su currículum se completa con su perfil y sus experiencias laborales y educativas. Cambie lo que quiera aquí; ' +
    'nada de lo que cambie aquí cambia su perfil.',
  onePage:
    'El PDF ocupa una sola página: un currículum largo se imprime con letra más pequeña y, si no basta, las entradas ' +
    'más antiguas pierden primero sus últimos puntos y luego se omiten.',
  contact: 'Contacto',
  objective: 'Objetivo',
  jobs: 'Experiencia',
  educations: 'Educación',
  noJobs: 'Este currículum no tiene experiencias laborales. Agréguelas a su perfil para verlas aquí.',
  noEducations: 'Este currículum no tiene experiencias educativas. Agréguelas a su perfil para verlas aquí.',
  paperSize: 'Tamaño del papel',
  paperSizes: { letter: 'Carta (8.5 × 11 pulg.)', a4: 'A4 (210 × 297 mm)' },
  download: 'Descargar PDF',
  addBullet: 'Agregar punto',
  addBulletTo: 'Agregar punto a {{name}}',
  loadWhat: 'su currículum',
  downloaded: 'Se descargó su currículum.',
  fixFields: 'Revise los campos marcados en rojo y vuelva a descargar.',
  backToOccupation: 'Volver a la ocupación',
  loading: 'Cargando su currículum...',
  fields: {
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    address: 'Dirección',
    jobTitle: 'Cargo',
    employer: 'Empleador',
    start: 'Inicio',
    end: 'Fin',
    school: 'Institución educativa',
    educationLevel: 'Nivel educativo',
    fieldOfStudy: 'Área de estudio',
    finished: 'Finalización',
  },
  monthYearHint: 'Mes/aaaa con el mes en inglés, p. ej., Jun/2021',
  endMonthYearHint: 'Mes/aaaa con el mes en inglés, p. ej., Jun/2021, o {{present}} si es su empleo actual',
  jobName: 'Empleo {{number}}',
  schoolName: 'Institución {{number}}',
  bullet: 'Punto {{number}}',
  removeBullet: 'Quitar el punto {{number}} de {{name}}',
  moveUp: 'Subir {{name}}',
  moveDown: 'Bajar {{name}}',
  remove: 'Quitar {{name}}',
};
export default resume;
