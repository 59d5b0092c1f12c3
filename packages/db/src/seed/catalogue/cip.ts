import type { CipRecord, CipSocRecord } from '../../reference/records.ts';

/**
 * CIP 2020 codes used by the demo programs (./programs.ts) with their 2- and 4-digit parents, and
 * every CIP-SOC crosswalk row for those codes ("99-9999 no match" rows left out). Titles and
 * definitions are quoted from the NCES CIP 2020 code file (titles without their trailing full
 * stop, as the importer stores them) and the rows from the NCES/BLS CIP 2020 to SOC 2018
 * crosswalk (U.S. Department of Education, public domain).
 */

export const cipRecords: CipRecord[] = [
  {
    code: '01',
    title: 'AGRICULTURAL/ANIMAL/PLANT/VETERINARY SCIENCE AND RELATED FIELDS',
    definition:
      'Instructional programs that focus on agriculture, animal, plant, veterinary, and related sciences and that prepares individuals to apply specific knowledge, methods, and techniques to the management and performance of agricultural and veterinary operations.',
  },
  {
    code: '01.05',
    title: 'Agricultural and Domestic Animal Services',
    definition: 'Instructional content for this group of programs is defined in codes 01.0504 - 01.0599.',
  },
  {
    code: '01.0504',
    title: 'Dog/Pet/Animal Grooming',
    definition:
      'A program that prepares individuals to provide cosmetic services for household pets, show animals, work animals and animal athletes.  Includes instruction in skin, coat, and pelt grooming and styling; skin care; hoof, nail, and claw care; animal massage; minor first aid and veterinary referral; animal grooming products and applications; health and safety; and applicable regulations.',
  },
  {
    code: '01.06',
    title: 'Applied Horticulture and Horticultural Business Services',
    definition: 'Instructional content for this group of programs is defined in codes 01.0601 - 01.0699.',
  },
  {
    code: '01.0605',
    title: 'Landscaping and Groundskeeping',
    definition:
      'A program that prepares individuals to manage and maintain indoor and/or outdoor ornamental and recreational plants and groundcovers and related conceptual designs established by landscape architects, interior designers, enterprise owners or managers, and individual clients.  Includes instruction in applicable principles of horticulture, gardening, plant and soil irrigation and nutrition, turf maintenance, plant maintenance, equipment operation and maintenance, personnel supervision, and purchasing.',
  },
  {
    code: '01.83',
    title: 'Veterinary/Animal Health Technologies/Technicians',
    definition: 'Instructional content for this group of programs is defined in codes 01.8301 - 01.8399.',
  },
  {
    code: '01.8301',
    title: 'Veterinary/Animal Health Technology/Technician and Veterinary Assistant',
    definition:
      'A program that prepares individuals, under the supervision of veterinarians, laboratory animal specialists, and zoological professionals, to provide patient management, care, and clinical procedures assistance as well as owner communication.  Includes instruction in animal nursing care, animal health and nutrition, animal handling, clinical pathology, radiology, anesthesiology, dental prophylaxis, surgical assisting, clinical laboratory procedures, office administration skills, patient and owner management, and applicable standards and regulations.',
  },
  {
    code: '09',
    title: 'COMMUNICATION, JOURNALISM, AND RELATED PROGRAMS',
    definition:
      'Instructional programs that focus on how messages in various media are produced, used, and interpreted within and across different contexts, channels, and cultures, and that prepare individuals to apply communication knowledge and skills professionally.',
  },
  {
    code: '09.07',
    title: 'Radio, Television, and Digital Communication',
    definition: 'Instructional content for this group of programs is defined in codes 09.0701 - 09.0799.',
  },
  {
    code: '09.0702',
    title: 'Digital Communication and Media/Multimedia',
    definition:
      'A program that focuses on the development, use, critical evaluation, and regulation of new electronic communication technologies using computer applications; and that prepares individuals to function as developers and managers of digital communications media. Includes instruction in computer and telecommunications technologies and processes; design and development of digital communications; marketing and distribution; digital communications regulation, law, and policy; the study of human interaction with, and use of, digital media; and emerging trends and issues.',
  },
  {
    code: '10',
    title: 'COMMUNICATIONS TECHNOLOGIES/TECHNICIANS AND SUPPORT SERVICES',
    definition:
      'Instructional programs that prepare individuals to function as equipment operators, support technicians, and operations managers in the film/video, recording, and graphic communications industries.',
  },
  {
    code: '10.02',
    title: 'Audiovisual Communications Technologies/Technicians',
    definition: 'Instructional content for this group of programs is defined in codes 10.0201 - 10.0299.',
  },
  {
    code: '10.0203',
    title: 'Recording Arts Technology/Technician',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to the production of sound recordings as finished products or as components of film/video, broadcast, live, or mixed media productions.  Includes instruction in sound equipment operation and maintenance; music, dialogue, and sound effects recording; soundtrack editing; dubbing and mixing; sound engineering; tape, disk, and CD production; digital recording and transmission; amplification and modulation; and working with producers, editors, directors, artists, and production managers.',
  },
  {
    code: '11',
    title: 'COMPUTER AND INFORMATION SCIENCES AND SUPPORT SERVICES',
    definition:
      'Instructional programs that focus on the computer and information sciences and prepare individuals for various occupations in information technology and computer operations fields.',
  },
  {
    code: '11.01',
    title: 'Computer and Information Sciences, General',
    definition: 'Instructional content for this group of programs is defined in codes 11.0101 - 11.0199.',
  },
  {
    code: '11.0103',
    title: 'Information Technology',
    definition:
      'A program that focuses on the design of technological information systems, including computing systems, as solutions to business and research data and communications support needs.  Includes instruction in the principles of computer hardware and software components, algorithms, databases, telecommunications, user tactics, application testing, and human interface design.',
  },
  {
    code: '11.02',
    title: 'Computer Programming',
    definition: 'Instructional content for this group of programs is defined in codes 11.0201 - 11.0299.',
  },
  {
    code: '11.0201',
    title: 'Computer Programming/Programmer, General',
    definition:
      'A program that focuses on the general writing and implementation of generic and customized programs to drive operating systems and that generally prepares individuals to apply the methods and procedures of software design and programming  to software installation and maintenance.  Includes instruction in software design, low- and high-level languages and program writing; program customization and linking; prototype testing; troubleshooting; and related aspects of operating systems and networks.',
  },
  {
    code: '11.07',
    title: 'Computer Science',
    definition: 'Instructional content is defined in code 11.0701.',
  },
  {
    code: '11.0701',
    title: 'Computer Science',
    definition:
      'A program that focuses on computer theory, computing problems and solutions, and the design of computer systems and user interfaces from a scientific perspective. Includes instruction in the principles of computational science, computer development and programming, and applications to a variety of end-use situations.',
  },
  {
    code: '11.08',
    title: 'Computer Software and Media Applications',
    definition: 'Instructional content for this group of programs is defined in codes 11.0801 - 11.0899.',
  },
  {
    code: '11.0801',
    title: 'Web Page, Digital/Multimedia and Information Resources Design',
    definition:
      'A program that prepares individuals to apply HTML, CSS, XML, JavaScript, graphics applications, and other authoring tools to the design, editing, and publishing (launching) of documents, images, graphics, sound, and multimedia products on the World Wide Web. Includes instruction in Internet theory, web page standards and policies, elements of web page design, user interfaces, vector tools, special effects, interactive and multimedia components, search engines, navigation, morphing, e-commerce tools, and emerging web technologies.',
  },
  {
    code: '11.0802',
    title: 'Data Modeling/Warehousing and Database Administration',
    definition:
      'A program that prepares individuals to design and manage the construction of databases and related software programs and applications, including the linking of individual data sets to create complex searchable databases (warehousing) and the use of analytical search tools (mining). Includes instruction in database theory, logic, and semantics; operational and warehouse modeling; dimensionality; attributes and hierarchies; data definition; technical architecture; access and security design; integration; formatting and extraction; data delivery; index design; implementation problems; planning and budgeting; and client and networking issues.',
  },
  {
    code: '11.09',
    title: 'Computer Systems Networking and Telecommunications',
    definition: 'Instructional content for this group of programs is defined in codes 11.0901 - 11.0999.',
  },
  {
    code: '11.0901',
    title: 'Computer Systems Networking and Telecommunications',
    definition:
      'A program that focuses on the design, implementation, and management of linked systems of computers, peripherals, and associated software to maximize efficiency and productivity, and that prepares individuals to function as network specialists and managers at various levels.  Includes instruction in operating systems and applications; systems design and analysis; networking theory and solutions; types of networks; network management and control; network and flow optimization; security; configuring; and troubleshooting.',
  },
  {
    code: '11.0902',
    title: 'Cloud Computing',
    definition:
      'A program that prepares individuals to design and implement enterprise software systems that rely on distributed computing and service-oriented architecture, including databases, web services, cloud computing, and mobile apps. Includes instruction in data management, distributed and cloud computing, enterprise software architecture, enterprise and cloud security, mobile systems and applications, server administration, and web development.',
  },
  {
    code: '11.10',
    title: 'Computer/Information Technology Administration and Management',
    definition: 'Instructional content for this group of programs is defined in codes 11.1001 - 11.1099.',
  },
  {
    code: '11.1001',
    title: 'Network and System Administration/Administrator',
    definition:
      'A program that prepares individuals to manage the computer operations and control the system configurations emanating from a specific site or network hub.  Includes instruction in computer hardware and software and applications; local area (LAN) and wide area (WAN) networking; principles of information systems security; disk space and traffic load monitoring; data backup; resource allocation; and setup and takedown procedures.',
  },
  {
    code: '11.1003',
    title: 'Computer and Information Systems Security/Auditing/Information Assurance',
    definition:
      'A program that prepares individuals to assess the security needs of computer and network systems, recommend safeguard solutions, and manage the implementation, auditing, and maintenance of security devices, systems, and procedures.  Includes instruction in computer architecture, programming, and systems analysis; networking; telecommunications; cryptography; security system auditing and design; applicable law and regulations; risk assessment and policy analysis; contingency planning; user access issues; investigation techniques; and troubleshooting.',
  },
  {
    code: '11.1006',
    title: 'Computer Support Specialist',
    definition:
      'A program that prepares individuals to provide technical assistance, support, and advice to computer users to help troubleshoot software and hardware problems. Includes instruction in computer concepts, information systems, networking, operating systems, computer hardware, the Internet, software applications, help desk concepts and problem solving, and principles of customer service.',
  },
  {
    code: '12',
    title: 'CULINARY, ENTERTAINMENT, AND PERSONAL SERVICES',
    definition:
      'Instructional programs that prepare individuals to provide professional services related to cosmetology, funeral services, entertainment, and food preparation and service.',
  },
  {
    code: '12.04',
    title: 'Cosmetology and Related Personal Grooming Services',
    definition: 'Instructional content for this group of programs is defined in codes 12.0401 - 12.0499.',
  },
  {
    code: '12.0401',
    title: 'Cosmetology/Cosmetologist, General',
    definition:
      'A program that generally prepares individuals to cut, trim, and style scalp, facial, and body hair; apply cosmetic preparations; perform manicures and pedicures; massage the head and extremities; and prepare for practice as licensed cosmetologists in specialized or full-service salons.  Includes instruction in hair cutting and styling, manicuring, pedicuring, facial treatments, shampooing, chemical applications, esthetics, shop management, sanitation and safety, customer service, and applicable professional and labor laws and regulations.',
  },
  {
    code: '12.0402',
    title: 'Barbering/Barber',
    definition:
      'A program that prepares individuals to shave and trim facial/neck hair and beards, cut and dress hair, fit hairpieces, give facial and scalp massages, apply cosmetic treatments, and to prepare for licensure as professional barbers at various levels.  Includes instruction in facial shaving; beard and mustache shaping and trimming; shampooing; hair cutting; hair styles and styling art; facial treatments and massage; chemical applications; hair and scalp anatomy and physiology; hairpiece and toupee fitting; equipment operation; health and safety; customer service; and shop business practices.',
  },
  {
    code: '12.0409',
    title: 'Aesthetician/Esthetician and Skin Care Specialist',
    definition:
      'A program that prepares individuals to cleanse, depilate, massage, and beautify the human body and to function as licensed estheticians and skin care specialists.  Includes instruction in skin anatomy, physiology, and health; principles of nutrition; decontamination and infection control; health and safety; facial and body massage; body wrapping and spa treatments; temporary hair removal including waxing and tweezing; color and skin analysis; client consultation and care; applicable laws and regulations; business practices; and sometimes related alternative healing regimens.',
  },
  {
    code: '12.0410',
    title: 'Nail Technician/Specialist and Manicurist',
    definition:
      'A program that prepares individuals to shape fingernails and toenails, remove unwanted skin and blemishes, apply polish and cosmetics to nails, and function as licensed manicurists or nail technicians/specialists.  Includes instruction in manicuring theory; skin anatomy; nail growth, irregularities, and diseases; sterilization and sanitation; equipment and table maintenance; cuticle, blemish, and rough skin removal; nail filing, shaping, and polishing; cream application and extremity massage; nail sculpture and design art; product storage and use; customer service; laws and regulations; and business practices.',
  },
  {
    code: '12.05',
    title: 'Culinary Arts and Related Services',
    definition: 'Instructional content for this group of programs is defined in codes 12.0500 - 12.0599.',
  },
  {
    code: '12.0500',
    title: 'Cooking and Related Culinary Arts, General',
    definition:
      'A program that focuses on the general study of the cooking and related culinary arts, and that may prepare individuals for a variety of jobs within the food service industry.  Includes instruction in food preparation, cooking techniques, equipment operation and maintenance, sanitation and safety, communication skills, applicable regulations, and principles of food service management.',
  },
  {
    code: '12.0501',
    title: 'Baking and Pastry Arts/Baker/Pastry Chef',
    definition:
      'A program that prepares  individuals to serve as professional bakers and pastry specialists in restaurants or other commercial baking establishments.  Includes instruction in bread and pastry making, bread and pastry handling and storage, cake and pastry decorating, baking industry operations, product packaging and marketing operations, and counter display and service.',
  },
  {
    code: '12.0503',
    title: 'Culinary Arts/Chef Training',
    definition:
      'A program that prepares individuals to provide professional chef and related cooking services in restaurants and other commercial food establishments.  Includes instruction in recipe and menu planning, preparing and cooking of foods, supervising and training kitchen assistants, the management of food supplies and kitchen resources, aesthetics of food presentation, and familiarity or mastery of a wide variety of cuisines and culinary techniques.',
  },
  {
    code: '12.0504',
    title: 'Restaurant, Culinary, and Catering Management/Manager',
    definition:
      'A program that prepares individuals to plan, supervise, and manage food and beverage preparation and service operations, restaurant facilities, and catering services.  Includes instruction in food/beverage industry operations, cost control, purchasing and storage, business administration, logistics, personnel management, culinary arts, restaurant and menu planning, executive chef functions, event planning and management, health and safety, insurance, and applicable law and regulations.',
  },
  {
    code: '13',
    title: 'EDUCATION',
    definition:
      'Instructional programs that focus on the theory and practice of learning and teaching, and related research, administrative and support services.',
  },
  {
    code: '13.12',
    title: 'Teacher Education and Professional Development, Specific Levels and Methods',
    definition: 'Instructional content for this group of programs is defined in codes 13.1201 - 13.1299.',
  },
  {
    code: '13.1202',
    title: 'Elementary Education and Teaching',
    definition:
      'A program that prepares individuals to teach students in the elementary grades, which may include kindergarten through grade eight, depending on the school system or state regulations.  Includes preparation to teach all elementary education subject matter.',
  },
  {
    code: '13.1210',
    title: 'Early Childhood Education and Teaching',
    definition:
      'A program that prepares individuals to teach students ranging in age from infancy through eight years (grade three), depending on the school system or state regulations.  Includes preparation to teach all relevant subject matter.',
  },
  {
    code: '13.15',
    title: 'Teaching Assistants/Aides',
    definition: 'Instructional content for this group of programs is defined in codes 13.1501 - 13.1599.',
  },
  {
    code: '13.1501',
    title: 'Teacher Assistant/Aide',
    definition:
      'A program that prepares individuals to assist a teacher in regular classroom settings or in providing instruction and supervision to special student populations, such as bilingual/bicultural students, special education students, adult learners, and students learning English.  Includes instruction in techniques of general classroom supervision, maintaining order, assisting with lessons and carrying out related assignments.',
  },
  {
    code: '15',
    title: 'ENGINEERING/ENGINEERING-RELATED TECHNOLOGIES/TECHNICIANS',
    definition:
      'Instructional programs that prepare individuals to apply basic engineering principles and technical skills in support of engineering and related projects or to prepare for engineering-related fields.',
  },
  {
    code: '15.03',
    title: 'Electrical/Electronic Engineering Technologies/Technicians',
    definition: 'Instructional content for this group of programs is defined in codes 15.0303 - 15.0399.',
  },
  {
    code: '15.0303',
    title: 'Electrical, Electronic, and Communications Engineering Technology/Technician',
    definition:
      'A program that prepares individuals to apply basic engineering principles and technical skills in support of electrical, electronics and communication engineers.  Includes instruction in electrical circuitry, prototype development and testing, systems analysis and testing, systems maintenance, instrument calibration, and report preparation.',
  },
  {
    code: '15.04',
    title: 'Electromechanical Technologies/Technicians',
    definition: 'Instructional content for this group of programs is defined in codes 15.0401 - 15.0499.',
  },
  {
    code: '15.0405',
    title: 'Robotics Technology/Technician',
    definition:
      'A program that prepares individuals to apply basic engineering principles and technical skills in support of engineers and other professionals engaged in developing and using robots.  Includes instruction in the principles of robotics, design and operational testing, system maintenance and repair procedures, robot computer systems and control language, specific system types and applications to specific industrial tasks, and report preparation.',
  },
  {
    code: '15.06',
    title: 'Industrial Production Technologies/Technicians',
    definition: 'Instructional content for this group of programs is defined in codes 15.0607 - 15.0699.',
  },
  {
    code: '15.0613',
    title: 'Manufacturing Engineering Technology/Technician',
    definition:
      'A program that prepares individuals to apply basic engineering principles and technical skills to the identification and resolution of production problems in the manufacture of products.  Includes instruction in machine operations, production line operations, engineering analysis, systems analysis, instrumentation, physical controls, automation, computer-aided manufacturing (CAM), manufacturing planning, quality control, and informational infrastructure.',
  },
  {
    code: '15.13',
    title: 'Drafting/Design Engineering Technologies/Technicians',
    definition: 'Instructional content for this group of programs is defined in codes 15.1301 - 15.1399.',
  },
  {
    code: '15.1301',
    title: 'Drafting and Design Technology/Technician, General',
    definition:
      'A program that prepares individuals to generally apply technical skills to create working drawings and computer simulations for a variety of applications.  Includes instruction in specification interpretation, dimensioning techniques, drafting calculations, material estimation, technical communications, computer applications, and interpersonal communications.',
  },
  {
    code: '15.17',
    title: 'Energy Systems Technologies/Technicians',
    definition: 'Instructional content for this group of programs is defined in codes 15.1701 - 15.1799.',
  },
  {
    code: '15.1701',
    title: 'Energy Systems Technology/Technician',
    definition:
      'A program that prepares individuals to apply basic engineering principles and technical skills in support of engineers and other professionals engaged in developing energy-efficient systems or monitoring energy use.  Includes instruction in principles of energy conservation, instrumentation calibration, monitoring systems and test procedures, energy loss inspection procedures, energy conservation techniques, and report preparation.',
  },
  {
    code: '15.1703',
    title: 'Solar Energy Technology/Technician',
    definition:
      'A program that prepares individuals to apply basic engineering principles and technical skills in support of engineers and other professionals engaged in developing solar-powered energy systems.  Includes instruction in solar energy principles, energy storage and transfer technologies, testing and inspection procedures, system maintenance procedures, and report preparation.',
  },
  {
    code: '16',
    title: 'FOREIGN LANGUAGES, LITERATURES, AND LINGUISTICS',
    definition:
      'Instructional programs that focus on foreign languages and literatures, the humanistic and scientific study of linguistics, and the provision of professional interpretation and translation services.',
  },
  {
    code: '16.16',
    title: 'American Sign Language',
    definition: 'Instructional content for this group of programs is defined in codes 16.1601 - 16.1699.',
  },
  {
    code: '16.1603',
    title: 'Sign Language Interpretation and Translation',
    definition:
      'A program that prepares individuals to function as simultaneous interpreters of American Sign Language',
  },
  {
    code: '19',
    title: 'FAMILY AND CONSUMER SCIENCES/HUMAN SCIENCES',
    definition:
      'Instructional programs that focus on the human interface with the physical, social, emotional, and intellectual environments and the developmental stages and needs of individuals in the interrelated spheres of family, workplace, and community.',
  },
  {
    code: '19.07',
    title: 'Human Development, Family Studies, and Related Services',
    definition: 'Instructional content for this group of programs is defined in codes 19.0701 - 19.0799.',
  },
  {
    code: '19.0709',
    title: 'Child Care Provider/Assistant',
    definition:
      'A program that prepares individuals to be primary providers of home, family, residential, or institutional-based child care services.   Includes instruction in child growth and development, nutrition, recreation, planning and supervision of play and learning activities, child abuse and neglect prevention, parent-child relationships, and applicable legal and administrative requirements.',
  },
  {
    code: '22',
    title: 'LEGAL PROFESSIONS AND STUDIES',
    definition:
      'Instructional programs that prepare individuals for the legal profession, for related support professions and professional legal research, and focus on the study of legal issues in non-professional programs.',
  },
  {
    code: '22.03',
    title: 'Legal Support Services',
    definition: 'Instructional content for this group of programs is defined in codes 22.0301 - 22.0399.',
  },
  {
    code: '22.0302',
    title: 'Legal Assistant/Paralegal',
    definition:
      'A program that prepares individuals to perform research, drafting, investigatory, record-keeping and related administrative functions under the supervision of an attorney or court.  Includes instruction in legal research, drafting legal documents, appraising, pleading, courthouse procedures, and legal specializations.',
  },
  {
    code: '30',
    title: 'MULTI/INTERDISCIPLINARY STUDIES',
    definition:
      'Instructional programs that derive from two or more distinct programs to provide a cross-cutting focus on a subject concentration that is not subsumed under a single discipline or occupational field.',
  },
  {
    code: '30.31',
    title: 'Human Computer Interaction',
    definition: 'Instructional content is defined in code 30.3101.',
  },
  {
    code: '30.3101',
    title: 'Human Computer Interaction',
    definition:
      'An interdisciplinary program that focuses on the study of the interaction between people and technology and how that technology impacts society, and combines disciplines within the fields of computing and information science (information systems, software engineering, artificial intelligence and design), engineering, and the behavior sciences (cognitive science, cognitive psychology, sociology, organizational psychology, and social psychology).  Includes instruction in information technology, cognitive and behavioral sciences, and systems design.',
  },
  {
    code: '30.70',
    title: 'Data Science',
    definition: 'Instructional content for this group of programs is defined in codes 30.7001 - 30.7099.',
  },
  {
    code: '30.7001',
    title: 'Data Science, General',
    definition:
      'A program that focuses on the analysis of large scale data sources from the interdisciplinary perspectives of applied statistics, computer science, data storage, data representation, data modeling, mathematics, and statistics. Includes instruction in computer algorithms, computer programming, data management, data mining, information policy, information retrieval, mathematical modeling, quantitative analysis, statistics, trend spotting, and visual analytics.',
  },
  {
    code: '30.71',
    title: 'Data Analytics',
    definition: 'Instructional content for this group of programs is defined in codes 30.7101 - 30.7199.',
  },
  {
    code: '30.7101',
    title: 'Data Analytics, General',
    definition:
      'A program that prepares individuals to apply data science to generate insights from data and identify and predict trends. Includes instruction in computer databases, computer programming, inference, machine learning, optimization, probability and stochastic models, statistics, strategy, uncertainty quantification, and visual analytics.',
  },
  {
    code: '43',
    title: 'HOMELAND SECURITY, LAW ENFORCEMENT, FIREFIGHTING AND RELATED PROTECTIVE SERVICES',
    definition:
      'Instructional programs that focus on the principles and procedures for providing homeland security, police, fire, and other safety services and managing penal institutions. Note: this series is titled Security and Protective Services" in the Canadian CIP."',
  },
  {
    code: '43.01',
    title: 'Criminal Justice and Corrections',
    definition: 'Instructional content for this group of programs is defined in codes 43.0100 - 43.0199.',
  },
  {
    code: '43.0102',
    title: 'Corrections',
    definition:
      'A program that prepares individuals to study the theories and principles, of correctional science and to function as professional corrections officers and other workers in public and/or private incarceration facilities.',
  },
  {
    code: '43.0107',
    title: 'Criminal Justice/Police Science',
    definition:
      'A program that prepares individuals to perform the duties of police and public security officers, including patrol and investigative activities, traffic control, crowd control and public relations, witness interviewing, evidence collection and management, basic crime prevention methods, weapon and equipment operation and maintenance, report preparation and other routine law enforcement responsibilities.',
  },
  {
    code: '43.0109',
    title: 'Security and Loss Prevention Services',
    definition:
      'A program that prepares individuals to perform routine inspection, patrol and crime prevention services for private clients.  Includes instruction in the provision of personal protection as well as property security.',
  },
  {
    code: '43.02',
    title: 'Fire Protection',
    definition: 'Instructional content for this group of programs is defined in codes 43.0201 - 43.0299.',
  },
  {
    code: '43.0203',
    title: 'Fire Science/Fire-fighting',
    definition:
      'A program focusing on the theory and practice of fires and fire-fighting.  Includes instruction in fire chemistry and physics, combustible materials, computer science, building construction, fire codes and related laws, fire hydraulics, fire command, fire prevention/inspection, fire protection systems, fire suppression systems, fire/arson investigation, occupational safety, equipment operation, emergency medicine and communications.',
  },
  {
    code: '43.03',
    title: 'Homeland Security',
    definition: 'Instructional content for this group of programs is defined in codes 43.0301 - 43.0399.',
  },
  {
    code: '43.0302',
    title: 'Crisis/Emergency/Disaster Management',
    definition:
      'A program focusing on the application of the incident command system model to formulating and implementing effective response to natural and man-made disasters.  Includes instruction in contingency planning, hazard and risk assessment, joint operations, law and ethics, emergency response and recovery, event mitigation, emergency rescue and medical operations, incident command, terrorism and national security issues, law enforcement, relief administration, volunteer and citizen coordination, public relations and applications to specific types of incidents.',
  },
  {
    code: '44',
    title: 'PUBLIC ADMINISTRATION AND SOCIAL SERVICE PROFESSIONS',
    definition:
      'Instructional programs that prepare individuals to analyze, manage, and deliver public programs and services.',
  },
  {
    code: '44.00',
    title: 'Human Services, General',
    definition: 'Instructional content is defined in code 44.0000.',
  },
  {
    code: '44.0000',
    title: 'Human Services, General',
    definition:
      'A program that focuses on the general study and provision of human and social services to individuals and communities and prepares individuals to work in public and private human services agencies and organizations.  Includes instruction in the social sciences, psychology, principles of social service, human services policy, planning and evaluation, social services law and administration, and applications to particular issues, services, localities, and populations.',
  },
  {
    code: '44.07',
    title: 'Social Work',
    definition: 'Instructional content for this group of programs is defined in codes 44.0701 - 44.0799.',
  },
  {
    code: '44.0701',
    title: 'Social Work',
    definition:
      'A program that prepares individuals for the professional practice of social welfare administration and counseling, and that focus on the study of organized means of providing basic support services for vulnerable individuals and groups.   Includes instruction in social welfare policy; case work planning; social counseling and intervention strategies; administrative procedures and regulations; and specific applications in areas such as child welfare and family services, probation, employment services, and disability counseling.',
  },
  {
    code: '46',
    title: 'CONSTRUCTION TRADES',
    definition:
      'Instructional programs that prepare individuals to apply technical knowledge and skills in the building, inspecting, and maintaining of structures and related properties.',
  },
  {
    code: '46.00',
    title: 'Construction Trades, General',
    definition: 'Instructional content is defined in code 46.0000.',
  },
  {
    code: '46.0000',
    title: 'Construction Trades, General',
    definition:
      'A program that generally prepares individuals to apply technical knowledge and skills in the building, inspecting, and maintaining of structures and related properties.  May include instruction in masonry, carpentry, electrical and power transmission installation, building/construction finishing, management, inspection and other construction-related applications.',
  },
  {
    code: '46.01',
    title: 'Mason/Masonry',
    definition: 'Instructional content is defined in code 46.0101.',
  },
  {
    code: '46.0101',
    title: 'Mason/Masonry',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills in the laying and/or setting of exterior brick, concrete block, hard tile, marble and related materials, using trowels, levels, hammers, chisels, and other hand tools. Includes instruction in technical mathematics, blueprint reading, structural masonry, decorative masonry, foundations, reinforcement, mortar preparation, cutting and finishing, and applicable codes and standards.',
  },
  {
    code: '46.02',
    title: 'Carpenters',
    definition: 'Instructional content is defined in code 46.0201.',
  },
  {
    code: '46.0201',
    title: 'Carpentry/Carpenter',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to lay out, cut, fabricate, erect, install, and repair wooden structures and fixtures, using hand and power tools.  Includes instruction in technical mathematics, framing, construction materials and selection, job estimating, blueprint reading, foundations and roughing-in, finish carpentry techniques, and applicable codes and standards.',
  },
  {
    code: '46.03',
    title: 'Electrical and Power Transmission Installers',
    definition: 'Instructional content for this group of programs is defined in codes 46.0301 - 46.0399.',
  },
  {
    code: '46.0302',
    title: 'Electrician',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to install, operate, maintain, and repair electric apparatus and systems such as residential, commercial, and industrial electric-power wiring; and DC and AC motors, controls, and electrical distribution panels.  Includes instruction in the principles of electronics and electrical systems, wiring, power transmission, safety, industrial and household appliances, job estimation, electrical testing and inspection, and applicable codes and standards.',
  },
  {
    code: '46.0303',
    title: 'Lineworker',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to install, operate, maintain and repair local, long-distance, and rural electric power cables and communication lines; erect and construct pole and tower lines; and install underground lines and cables.  Includes instruction in cable installation and repair, fibre-optic technology, trenching, mobile equipment and crane operation, high-voltage installations, maintenance and inspection, safety, remote communications, and applicable codes and standards.',
  },
  {
    code: '46.04',
    title: 'Building/Construction Finishing, Management, and Inspection',
    definition: 'Instructional content for this group of programs is defined in codes 46.0401 - 46.0499.',
  },
  {
    code: '46.0401',
    title: 'Building/Property Maintenance',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to keep a building functioning, and to service a variety of structures including commercial and industrial buildings and mobile homes. Includes instruction in the basic maintenance and repair skills required to service  building systems, such as air conditioning, heating, plumbing, electrical, major appliances, and other mechanical systems.',
  },
  {
    code: '46.0408',
    title: 'Painting/Painter and Wall Coverer',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to finish exterior and interior structural surfaces by applying protective or decorative coating materials, such as paint, lacquer, and wallpaper.  Includes instruction in surface preparation; selecting, preparing, and applying paints and other coatings; hanging wallpaper; equipment operation and maintenance; finish selection; safety and clean-up; environmental effects on finishes; adhesion properties; and applicable codes and standards.',
  },
  {
    code: '46.0415',
    title: 'Building Construction Technology/Technician',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to residential and commercial building construction and remodeling. Includes instruction in construction equipment and safety; site preparation and layout; construction estimating; blueprint reading; building codes; framing; masonry; heating, ventilation, and air conditioning; electrical and mechanical systems; interior and exterior finishing; and plumbing.',
  },
  {
    code: '46.05',
    title: 'Plumbing and Related Water Supply Services',
    definition: 'Instructional content for this group of programs is defined in codes 46.0502 - 46.0599.',
  },
  {
    code: '46.0502',
    title: 'Pipefitting/Pipefitter and Sprinkler Fitter',
    definition:
      'A program that prepares individuals to design, install, and test industrial and commercial piping systems and automatic fire and exposure protection systems.  Includes instruction in water systems, steam systems, heating and cooling systems, lubricating systems, piping materials, installation tools operation and maintenance, valve installation and repair, technical mathematics, blueprint interpretation, and applicable codes and standards.',
  },
  {
    code: '46.0503',
    title: 'Plumbing Technology/Plumber',
    definition:
      'A program that prepares individuals to practice as licensed plumbers by applying technical knowledge and skills to lay out, assemble, install, and maintain piping fixtures and systems for steam, natural gas, oil,  hot water, heating, cooling, drainage, lubricating, sprinkling, and industrial processing systems in home and business environments.  Includes instruction in source determination, water distribution, waster removal, pressure adjustment, basic physics, technical mathematics, blueprint reading, pipe installation, pumps, welding and soldering, plumbing inspection, and applicable codes and standards.',
  },
  {
    code: '47',
    title: 'MECHANIC AND REPAIR TECHNOLOGIES/TECHNICIANS',
    definition:
      'Instructional programs that prepare individuals to apply technical knowledge and skills in the adjustment, maintenance, part replacement, and repair of tools, equipment, and machines.',
  },
  {
    code: '47.02',
    title:
      'Heating, Air Conditioning, Ventilation and Refrigeration Maintenance Technology/Technician (HAC, HACR, HVAC, HVACR)',
    definition: 'Instructional content is defined in code 47.0201.',
  },
  {
    code: '47.0201',
    title: 'Heating, Air Conditioning, Ventilation and Refrigeration Maintenance Technology/Technician',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to repair, install, service and maintain the operating condition of heating, air conditioning, and refrigeration systems.  Includes instruction in diagnostic techniques, the use of testing equipment and the principles of mechanics, electricity, and electronics as they relate to the repair of heating, air conditioning and refrigeration systems.',
  },
  {
    code: '47.03',
    title: 'Heavy/Industrial Equipment Maintenance Technologies/Technicians',
    definition: 'Instructional content for this group of programs is defined in codes 47.0302 - 47.0399.',
  },
  {
    code: '47.0303',
    title: 'Industrial Mechanics and Maintenance Technology/Technician',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to repair and maintain industrial machinery and equipment such as cranes, pumps, engines and motors, pneumatic tools, conveyor systems, production machinery, marine deck machinery, and steam propulsion, refinery, and pipeline-distribution systems.',
  },
  {
    code: '47.06',
    title: 'Vehicle Maintenance and Repair Technologies/Technicians',
    definition: 'Instructional content for this group of programs is defined in codes 47.0600 - 47.0699.',
  },
  {
    code: '47.0603',
    title: 'Autobody/Collision and Repair Technology/Technician',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to repair, reconstruct and finish automobile bodies, fenders, and external features.  Includes instruction in structure analysis, damage repair, non-structural analysis, mechanical and electrical components, plastics and adhesives, painting and refinishing techniques, and damage analysis and estimating.',
  },
  {
    code: '47.0604',
    title: 'Automobile/Automotive Mechanics Technology/Technician',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to repair, service, and maintain all types of automobiles.  Includes instruction in brake systems, electrical systems, engine performance, engine repair, suspension and steering, automatic and manual transmissions and drive trains, and heating and air condition systems.',
  },
  {
    code: '47.0605',
    title: 'Diesel Mechanics Technology/Technician',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to repair, service, and maintain diesel engines in vehicles such as automobiles, buses, ships, trucks, railroad locomotives, and construction equipment; as well as stationary diesel engines in electrical generators and related equipment.',
  },
  {
    code: '47.0607',
    title: 'Airframe Mechanics and Aircraft Maintenance Technology/Technician',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to repair, service, and maintain all aircraft components other than engines, propellers, avionics, and instruments.  Includes instruction in layout and fabrication of sheet metal, fabric, wood, and other materials into structural members, parts, and fittings, and replacement of damaged or worn parts such as control cables and hydraulic units.',
  },
  {
    code: '47.0613',
    title: 'Medium/Heavy Vehicle and Truck Technology/Technician',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to the specialized maintenance and repair of trucks, buses, and other commercial and industrial vehicles.  Includes instruction in diesel engine mechanics, suspension and steering, brake systems, electrical and electronic systems, preventive maintenance inspections, drive trains, gasoline engine mechanics, HVAC systems, and auxiliary equipment installation and repair.',
  },
  {
    code: '47.0614',
    title: 'Alternative Fuel Vehicle Technology/Technician',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to the maintenance of alternative fuel vehicles and the conversion of standard vehicles to AFV status.  Includes instruction in electrical vehicles, liquefied petroleum gas (LPG) vehicles, compressed natural gas (CNG) vehicles, hybrid fuel technology, electrical and electronic systems, engine performance, diagnosis and repair, and conversion/installation.',
  },
  {
    code: '48',
    title: 'PRECISION PRODUCTION',
    definition:
      'Instructional programs that prepare individuals to apply technical knowledge and skills to create products using techniques of precision craftsmanship or technical illustration.',
  },
  {
    code: '48.05',
    title: 'Precision Metal Working',
    definition: 'Instructional content for this group of programs is defined in codes 48.0501 - 48.0599.',
  },
  {
    code: '48.0501',
    title: 'Machine Tool Technology/Machinist',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to plan, manufacture, assemble, test, and repair parts, mechanisms, machines, and structures in which materials are cast, formed, shaped, molded, heat treated, cut, twisted, pressed, fused, stamped or worked.',
  },
  {
    code: '48.0508',
    title: 'Welding Technology/Welder',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to join or cut metal surfaces.  Includes instruction in arc welding, resistance welding, brazing and soldering, cutting, high-energy beam welding and cutting, solid state welding, ferrous and non-ferrous materials, oxidation-reduction reactions, welding metallurgy, welding processes and heat treating, structural design, safety, and applicable codes and standards.',
  },
  {
    code: '48.0510',
    title: 'Computer Numerically Controlled (CNC) Machinist Technology/CNC Machinist',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to operate computer numerically controlled (CNC) machine tools, such as lathes, mills, precision measuring tools, and related attachments and accessories, to perform machining functions, such as cutting, drilling, shaping, and finishing products and component parts. Includes instruction in CNC terminology, setup, programming, operations, and troubleshooting; blueprint reading; machining; lathe and mill operations; technical mathematics; computer literacy; CAD/CAM systems; shop and safety practices; equipment capabilities; and regulations and laws.',
  },
  {
    code: '49',
    title: 'TRANSPORTATION AND MATERIALS MOVING',
    definition:
      'Instructional programs that prepare individuals to apply technical knowledge and skills to perform tasks and services that facilitate the movement of people or materials.',
  },
  {
    code: '49.02',
    title: 'Ground Transportation',
    definition: 'Instructional content for this group of programs is defined in codes 49.0202 - 49.0299.',
  },
  {
    code: '49.0202',
    title: 'Construction/Heavy Equipment/Earthmoving Equipment Operation',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to operate and maintain a variety of heavy equipment, such as a crawler tractors, motor graders and scrapers, shovels, rigging devices, hoists, and jacks.  Includes instruction in digging, ditching, sloping, stripping, grading, and backfiling, clearing and excavating.',
  },
  {
    code: '49.0205',
    title: 'Truck and Bus Driver/Commercial Vehicle Operator and Instructor',
    definition:
      'A program that prepares individuals to apply technical knowledge and skills to drive trucks and buses, delivery vehicles, for-hire vehicles and other commercial vehicles, or to instruct commerical vehicle operators. Includes instruction in operating gas, diesel, or electrically-powered vehicles; loading and unloading cargo or passengers; reporting delays or accidents on the road; verifying load against shipping papers; arranging transportation for personnel; and keeping records of receipts and fares.',
  },
  {
    code: '49.0209',
    title: 'Forklift Operation/Operator',
    definition:
      'A program that prepares individuals to operate forklifts in a variety of work environments. Includes instruction in accident prevention, forklift operation, materials handling, and worksite safety.',
  },
  {
    code: '50',
    title: 'VISUAL AND PERFORMING ARTS',
    definition:
      'Instructional programs that focus on the creation and interpretation of works and performances that use auditory, kinesthetic, and visual phenomena to express ideas and emotions in various forms, subject to aesthetic criteria.',
  },
  {
    code: '50.04',
    title: 'Design and Applied Arts',
    definition: 'Instructional content for this group of programs is defined in codes 50.0401 - 50.0499.',
  },
  {
    code: '50.0409',
    title: 'Graphic Design',
    definition:
      'A program that prepares individuals to apply artistic and computer techniques to the interpretation of technical and commercial concepts. Includes instruction in computer-assisted art and design, printmaking, concepts sketching, technical drawing, color theory, imaging, studio technique, still and life modeling, multimedia applications, communication skills and commercial art business operations.',
  },
  {
    code: '50.0411',
    title: 'Game and Interactive Media Design',
    definition:
      'A program that focuses on the design, development, and programming of interactive media entertainment, including computer and video games, virtual environments,  Internet applications, and other interactive media. Includes instruction in theory of games, turn-based games, real-time games, visual and interactive design, story development, animation, simulation, and programming.',
  },
  {
    code: '51',
    title: 'HEALTH PROFESSIONS AND RELATED PROGRAMS',
    definition:
      'Instructional programs that prepare individuals to practice as licensed professionals and assistants in the health care professions and related clinical sciences and administrative and support services.',
  },
  {
    code: '51.06',
    title: 'Dental Support Services and Allied Professions',
    definition: 'Instructional content for this group of programs is defined in codes 51.0601 - 51.0699.',
  },
  {
    code: '51.0601',
    title: 'Dental Assisting/Assistant',
    definition:
      'A program that prepares individuals to provide patient care, take dental radiographs (x-ray photographs), prepare patients and equipment for dental procedures, and discharge office administrative functions under the supervision of dentists and dental hygienists.  Includes instruction in medical record-keeping, general office duties, reception and patient intake, scheduling, equipment maintenance and sterilization, basic radiography, pre- and post-operative patient care and instruction, chairside assisting, taking tooth and mouth impressions, and supervised practice.',
  },
  {
    code: '51.0602',
    title: 'Dental Hygiene/Hygienist',
    definition:
      'A program that prepares individuals to clean teeth and apply preventive materials, provide oral health education and treatment counseling to patients, identify oral pathologies and injuries, and manage dental hygiene practices.  Includes instruction in dental anatomy, microbiology, and pathology; dental hygiene theory and techniques; cleaning equipment operation and maintenance; dental materials; radiology; patient education and counseling; office management; supervised clinical training; and professional standards.',
  },
  {
    code: '51.07',
    title: 'Health and Medical Administrative Services',
    definition: 'Instructional content for this group of programs is defined in codes 51.0701 - 51.0799.',
  },
  {
    code: '51.0707',
    title: 'Health Information/Medical Records Technology/Technician',
    definition:
      'A program that prepares individuals, under the supervision of health information administrators and other professionals, to construct medical records and clinical databases, perform manipulations on retrieved data, control the security and quality of records, and supervise data entry and technical maintenance personnel.  Includes instruction in clinical and biomedical science data and information requirements, database management, data coding and validation, information security, quality control, health information content and structure, medical business procedures, and legal requirements.',
  },
  {
    code: '51.0713',
    title: 'Medical Insurance Coding Specialist/Coder',
    definition:
      'A program that prepares individuals to perform specialized data entry, classification, and record-keeping procedures related to medical diagnostic, treatment, billing, and insurance documentation.  Includes instruction in medical records and insurance software applications, basic anatomy and physiology, medical terminology, fundamentals of medical science and treatment procedures, data classification and coding, data entry skills, and regulations relating to Medicare and insurance documentation.',
  },
  {
    code: '51.0716',
    title: 'Medical Administrative/Executive Assistant and Medical Secretary',
    definition:
      'A program that prepares individuals to perform the duties of special assistants and personal secretaries for practicing physicians and nurses, health care facilities and services administrators, and other health care professionals.  Includes instruction in business and medical communications, medical terminology, principles of health care operations, public relations and interpersonal communications, software applications, record-keeping and filing systems, scheduling and meeting planning, applicable policy and regulations, and professional standards and ethics.',
  },
  {
    code: '51.08',
    title: 'Allied Health and Medical Assisting Services',
    definition: 'Instructional content for this group of programs is defined in codes 51.0801 - 51.0899.',
  },
  {
    code: '51.0801',
    title: 'Medical/Clinical Assistant',
    definition:
      'A program that prepares individuals, under the supervision of physicians, to provide medical office administrative services and perform clinical duties including patient intake and care, routine diagnostic and recording procedures, pre-examination and examination assistance, and the administration of medications and first aid.  Includes instruction in basic anatomy and physiology; medical terminology; medical law and ethics; patient psychology and communications; medical office procedures; and clinical diagnostic, examination, testing, and treatment procedures.',
  },
  {
    code: '51.0803',
    title: 'Occupational Therapist Assistant',
    definition:
      'A program that prepares individuals, under the supervision of occupational therapists, to direct patient participation in skill-enhancing, learning, and motivational tasks; correct or diminish pathologies; and to provide direct health education and promotion services.  Includes instruction in human life span development, occupational therapy principles and practice skills, treatment planning and implementation, record-keeping and documentation, patient education and intervention, activity and program direction, and assistive services management.',
  },
  {
    code: '51.0805',
    title: 'Pharmacy Technician/Assistant',
    definition:
      'A program that prepares individuals, under the supervision of pharmacists, to prepare medications, provide medications and related assistance to patients, and manage pharmacy clinical and business operations.  Includes instruction in medical and pharmaceutical terminology, principles of pharmacology and pharmaceutics, drug identification, pharmacy laboratory procedures, prescription interpretation, patient communication and education, safety procedures, record-keeping, measurement and testing techniques, pharmacy business operations, prescription preparation, logistics and dispensing operations, and applicable standards and regulations.',
  },
  {
    code: '51.0806',
    title: 'Physical Therapy Assistant',
    definition:
      'A program that prepares individuals, under the supervision of a physical therapist, to implement physical therapy treatment care plans, train patients, conduct treatment interventions, use equipment, and observe and record patient progress. Includes instruction in applied anatomy and physiology, behavioral sciences, biomechanics, clinical documentation, clinical pathology, communication, exercise physiology, kinesiology, neuroscience, and professional standards and ethics.',
  },
  {
    code: '51.09',
    title: 'Allied Health Diagnostic, Intervention, and Treatment Professions',
    definition: 'Instructional content for this group of programs is defined in codes 51.0901 - 51.0999.',
  },
  {
    code: '51.0904',
    title: 'Emergency Medical Technology/Technician (EMT Paramedic)',
    definition:
      'A program  that prepares individuals, under the remote supervision of physicians, to recognize, assess, and manage medical emergencies in prehospital settings and to supervise Ambulance personnel.  Includes instruction in basic, intermediate, and advanced EMT procedures; emergency surgical procedures; medical triage; rescue operations; crisis scene management and personnel supervision; equipment operation and maintenance; patient stabilization, monitoring, and care; drug administration; identification and preliminary diagnosis of diseases and injuries; communication and computer operations; basic anatomy, physiology, pathology, and toxicology; and professional standards and regulations.',
  },
  {
    code: '51.0908',
    title: 'Respiratory Care Therapy/Therapist',
    definition:
      'A program that prepares individuals, under the supervision of physicians, to assist in developing respiratory care plans, administer respiratory care procedures, supervise personnel and equipment operation, maintain records, and consult with other health care team members.  Includes instruction in the applied basic biomedical sciences; anatomy, physiology, and pathology of the respiratory system; clinical medicine; therapeutic procedures; clinical expressions; data collection and record-keeping; patient communication; equipment operation and maintenance; personnel supervision; and procedures for special population groups.',
  },
  {
    code: '51.0909',
    title: 'Surgical Technology/Technologist',
    definition:
      'A program that prepares individuals, under the supervision of physicians and surgical nurses, to maintain, monitor, and enforce the sterile field and adherence to aseptic technique by preoperative, surgical team, and postoperative personnel.  Includes instruction in instrument and equipment sterilization and handling, surgical supplies management, wound exposure and closure, surgical computer and robot operation and monitoring, maintenance of hemostasis, and patient and team scrubbing.',
  },
  {
    code: '51.0910',
    title: 'Diagnostic Medical Sonography/Sonographer and Ultrasound Technician',
    definition:
      'A program that prepares individuals, under the supervision of physicians, to utilize medical ultrasound techniques to gather sonographic data used to diagnose a variety of conditions and diseases.  Includes instruction in obtaining, reviewing, and integrating patient histories and data; patient instruction and care; anatomic, physiologic and pathologic data recording; sonographic data processing; sonography equipment operation; and professional standards and ethics.',
  },
  {
    code: '51.0911',
    title: 'Radiologic Technology/Science - Radiographer',
    definition:
      'A program that prepares individuals, under the supervision of physicians, to provide medical imaging services to patients and attending health care professionals.  Includes instruction in applied anatomy and physiology, patient positioning, radiographic technique, radiation biology, safety and emergency procedures, equipment operation and maintenance, quality assurance, patient education, and medical imaging/radiologic services management.',
  },
  {
    code: '51.10',
    title: 'Clinical/Medical Laboratory Science/Research and Allied Professions',
    definition: 'Instructional content for this group of programs is defined in codes 51.1001 - 51.1099.',
  },
  {
    code: '51.1004',
    title: 'Clinical/Medical Laboratory Technician',
    definition:
      'A program that prepares individuals, under the supervision of clinical laboratory scientists/medical technologists, to perform routine medical laboratory procedures and tests and to apply preset strategies to record and analyze data.  Includes instruction in general laboratory procedures and skills; laboratory mathematics; medical computer applications; interpersonal and communications skills; and the basic principles of hematology, medical microbiology, immunohematology, immunology, clinical chemistry, and urinalysis.',
  },
  {
    code: '51.1009',
    title: 'Phlebotomy Technician/Phlebotomist',
    definition:
      'A program that prepares individuals, under the supervision of physicians and other health care professionals, to draw blood samples from patients using a variety of intrusive procedures.  Includes instruction in basic vascular anatomy and physiology, blood physiology, skin puncture techniques, venipuncture, venous specimen collection and handling, safety and sanitation procedures, and applicable standards and regulations.',
  },
  {
    code: '51.15',
    title: 'Mental and Social Health Services and Allied Professions',
    definition: 'Instructional content for this group of programs is defined in codes 51.1501 - 51.1599.',
  },
  {
    code: '51.1501',
    title: 'Substance Abuse/Addiction Counseling',
    definition:
      'A program that prepares individuals to help prevent substance abuse, counsel individuals and families with drug and alcohol problems, and perform intervention and therapeutic services for persons suffering from addiction.  Includes instruction in individual and group counseling skills, psychology of addiction, sociology, crisis intervention, substance abuse identification methodologies, substance abuse treatment modalities, substance abuse prevention and treatment resources, pharmacology and behavioral aspects of abused substances, treatment evaluation, patient observation and education, group dynamics, professional standards and ethics, and applicable law and regulations.',
  },
  {
    code: '51.1504',
    title: 'Community Health Services/Liaison/Counseling',
    definition:
      'A program that prepares individuals to serve as facilitators, advocates, and referral professionals linking health care and related social services with affected recipient communities.  Includes instruction in public and community health, human and social services, health services administration, group counseling, health education, group advocacy, cross-cultural and multilingual communication, and applicable laws and policies.',
  },
  {
    code: '51.26',
    title: 'Health Aides/Attendants/Orderlies',
    definition: 'Instructional content for this group of programs is defined in codes 51.2601 - 51.2699.',
  },
  {
    code: '51.2602',
    title: 'Home Health Aide/Home Attendant',
    definition:
      'A program that prepares individuals to provide routine care and support services for homebound disabled, recovering, or elderly people.  Includes instruction in basic nutrition, home sanitation, infection control, first aid, taking vital signs, personal hygiene, interpersonal communication skills, supervised home management, emergency recognition and referral, geriatric care, and legal and ethical responsibilities.',
  },
  {
    code: '51.35',
    title: 'Somatic Bodywork and Related Therapeutic Services',
    definition: 'Instructional content for this group of programs is defined in codes 51.3501 - 51.3599.',
  },
  {
    code: '51.3501',
    title: 'Massage Therapy/Therapeutic Massage',
    definition:
      'A program that prepares individuals to provide relief and improved health and well-being to clients through the application of manual techniques for manipulating skin, muscles, and connective tissues.  Includes instruction in Western (Swedish) massage, sports massage, myotherapy/trigger point massage, myofascial release, deep tissue massage, cranio-sacral therapy, reflexology, massage safety and emergency management, client counseling, practice management, applicable regulations, and professional standards and ethics.',
  },
  {
    code: '51.38',
    title: 'Registered Nursing, Nursing Administration, Nursing Research and Clinical Nursing',
    definition: 'Instructional content for this group of programs is defined in codes 51.3801 - 51.3899.',
  },
  {
    code: '51.3801',
    title: 'Registered Nursing/Registered Nurse',
    definition:
      'A program that generally prepares individuals in the knowledge, techniques and procedures for promoting health, providing care for sick, disabled, infirmed, or other individuals or groups.  Includes instruction in the administration of medication and treatments, assisting a physician during treatments and examinations, Referring patients to physicians and other health care specialists, and planning education for health maintenance.',
  },
  {
    code: '51.39',
    title: 'Practical Nursing, Vocational Nursing and Nursing Assistants',
    definition: 'Instructional content for this group of programs is defined in codes 51.3901 - 51.3999.',
  },
  {
    code: '51.3901',
    title: 'Licensed Practical/Vocational Nurse Training',
    definition:
      'A program that prepares individuals to assist in providing general nursing care under the direction of a registered nurse, physician or dentist.  Includes instruction in taking patient vital signs, applying sterile dressings, patient health education, and assistance with examinations and treatment.',
  },
  {
    code: '51.3902',
    title: 'Nursing Assistant/Aide and Patient Care Assistant/Aide',
    definition:
      'A program that prepares individuals to perform routine nursing-related services to patients in hospitals or long-term care facilities, under the training and supervision of a registered nurse or licensed practical nurse.',
  },
  {
    code: '52',
    title: 'BUSINESS, MANAGEMENT, MARKETING, AND RELATED SUPPORT SERVICES',
    definition:
      'Instructional programs that prepare individuals to perform managerial, technical support, and applied research functions related to the operation of commercial and non-profit enterprises and the buying and selling of goods and services.',
  },
  {
    code: '52.02',
    title: 'Business Administration, Management and Operations',
    definition: 'Instructional content for this group of programs is defined in codes 52.0201 - 52.0299.',
  },
  {
    code: '52.0201',
    title: 'Business Administration and Management, General',
    definition:
      'A program that generally prepares individuals to plan, organize, direct, and control the functions and processes of a firm or organization.  Includes instruction in management theory, human resources management and behavior, accounting and other quantitative methods, purchasing and logistics, organization and production, marketing, and business decision-making.',
  },
  {
    code: '52.0203',
    title: 'Logistics, Materials, and Supply Chain Management',
    definition:
      'A program that prepares individuals to manage and coordinate all logistical functions in an enterprise, ranging from acquisitions to receiving and handling, through internal allocation of resources to operations units, to the handling and delivery of output.  Includes instruction in acquisitions and purchasing, inventory control, storage and handling, just-in-time manufacturing, logistics planning, shipping and delivery management, transportation, quality control, resource estimation and allocation, and budgeting.',
  },
  {
    code: '52.0211',
    title: 'Project Management',
    definition:
      'A program that prepares individuals to apply quantitative and qualitative knowledge, skills, tools, and techniques to manage projects in a wide range of fields and occupations.  Includes instruction in project planning, risk management, cost and time management, contracts and procurement, accounting, statistics, decision making, and human resources.',
  },
  {
    code: '52.03',
    title: 'Accounting and Related Services',
    definition: 'Instructional content for this group of programs is defined in codes 52.0301 - 52.0399.',
  },
  {
    code: '52.0301',
    title: 'Accounting',
    definition:
      'A program that prepares individuals to practice the profession of accounting and to perform related business functions.  Includes instruction in accounting principles and theory, financial accounting, managerial accounting, cost accounting, budget control, tax accounting, legal aspects of accounting, auditing, reporting procedures, statement analysis, planning and consulting, business information systems, accounting research methods, professional standards and ethics, and applications to specific for-profit, public, and non-profit organizations.',
  },
  {
    code: '52.0302',
    title: 'Accounting Technology/Technician and Bookkeeping',
    definition:
      'A program that prepares individuals to provide technical administrative support to professional accountants and other financial management personnel.  Includes instruction in posting transactions to accounts, record-keeping systems, accounting software operation, and general accounting principles and practices.',
  },
  {
    code: '52.04',
    title: 'Business Operations Support and Assistant Services',
    definition: 'Instructional content for this group of programs is defined in codes 52.0401 - 52.0499.',
  },
  {
    code: '52.0401',
    title: 'Administrative Assistant and Secretarial Science, General',
    definition:
      'A program that generally prepares individuals to perform the duties of administrative assistants and/or secretaries and stenographers.  Includes instruction in business communications, principles of business law, word processing and data entry, office machines operation and maintenance, office procedures, public relations, secretarial accounting, filing systems and records management, and report preparation.',
  },
  {
    code: '52.0408',
    title: 'General Office Occupations and Clerical Services',
    definition:
      'A program that prepares individuals to provide basic administrative support under the supervision of office managers, administrative assistants, secretaries, and other office personnel.  Includes instruction in typing, keyboarding, filing, general business correspondence, office equipment operation, and communications skills.',
  },
  {
    code: '52.0411',
    title: 'Customer Service Support/Call Center/Teleservice Operation',
    definition:
      'A program that prepares individuals to assist customers with inquiries and problems in frontline call centers, help desks, teleservice centers, and online.  Includes instruction in user interfaces and user behavior, principles of hardware and software systems operation, customer interaction skills, telephone and e-mailing skills, data entry, and database and Internet searching and retrieval.',
  },
  {
    code: '52.07',
    title: 'Entrepreneurial and Small Business Operations',
    definition: 'Instructional content for this group of programs is defined in codes 52.0701 - 52.0799.',
  },
  {
    code: '52.0701',
    title: 'Entrepreneurship/Entrepreneurial Studies',
    definition:
      'A program that generally prepares individuals to perform development, marketing and management functions associated with owning and operating a business.',
  },
  {
    code: '52.08',
    title: 'Finance and Financial Management Services',
    definition: 'Instructional content for this group of programs is defined in codes 52.0801 - 52.0899.',
  },
  {
    code: '52.0803',
    title: 'Banking and Financial Support Services',
    definition:
      'A program that prepares individuals to perform a wide variety of customer services in banks, insurance agencies, savings and loan companies, and related enterprises.  Includes instruction in communications and public relations skills, business equipment operation, and technical skills applicable to the methods and operations of specific financial or insurance services.',
  },
  {
    code: '52.09',
    title: 'Hospitality Administration/Management',
    definition: 'Instructional content for this group of programs is defined in codes 52.0901 - 52.0999.',
  },
  {
    code: '52.0901',
    title: 'Hospitality Administration/Management, General',
    definition:
      'A program that prepares individuals to serve as general managers and directors of hospitality operations on a system-wide basis, including both travel arrangements and promotion and the provision of traveler facilities.  Includes instruction in principles of operations in the travel and tourism, hotel and lodging facilities, food services, and recreation facilities industries; hospitality marketing strategies; hospitality planning; management and coordination of franchise and unit operations; business management; accounting and financial management; hospitality transportation and logistics; and hospitality industry policies and regulations.',
  },
  {
    code: '52.10',
    title: 'Human Resources Management and Services',
    definition: 'Instructional content for this group of programs is defined in codes 52.1001 - 52.1099.',
  },
  {
    code: '52.1001',
    title: 'Human Resources Management/Personnel Administration, General',
    definition:
      'A program that generally prepares individuals to manage the development of human capital in organizations, and to provide related services to individuals and groups.  Includes instruction in personnel and organization policy, human resource dynamics and flows, labor relations, sex roles, civil rights, human resources law and regulations, motivation and compensation systems, work systems, career management, employee testing and assessment, recruitment and selection, managing employee and job training programs, and the management of human resources programs and operations.',
  },
  {
    code: '52.14',
    title: 'Marketing',
    definition: 'Instructional content for this group of programs is defined in codes 52.1401 - 52.1499.',
  },
  {
    code: '52.1401',
    title: 'Marketing/Marketing Management, General',
    definition:
      'A program that generally prepares individuals to undertake and manage the process of developing consumer audiences and moving products from producers to consumers.  Includes instruction in buyer behavior and dynamics, principle of marketing research, demand analysis, cost-volume and profit relationships, pricing theory, marketing campaign and strategic planning, market segments, advertising methods, sales operations and management, consumer relations, retailing, and applications to specific products and markets.',
  },
  {
    code: '52.15',
    title: 'Real Estate',
    definition: 'Instructional content is defined in code 52.1501.',
  },
  {
    code: '52.1501',
    title: 'Real Estate',
    definition:
      'A program that prepares individuals to develop, buy, sell, appraise, and manage real estate. Includes instruction in land use development policy, real estate law, real estate marketing procedures, agency management, brokerage, property inspection and appraisal, real estate investing, leased and rental properties, commercial real estate, and property management.',
  },
  {
    code: '52.17',
    title: 'Insurance',
    definition: 'Instructional content is defined in code 52.1701.',
  },
  {
    code: '52.1701',
    title: 'Insurance',
    definition:
      'A program that prepares individuals to manage risk in organizational settings and provide insurance and risk-aversion services to businesses, individuals, and other organizations. Includes instruction in  casualty insurance and general liability, property insurance, employee benefits, social and health insurance, loss adjustment, underwriting, risk theory, and pension planning.',
  },
  {
    code: '52.18',
    title: 'General Sales, Merchandising and Related Marketing Operations',
    definition: 'Instructional content for this group of programs is defined in codes 52.1801 - 52.1899.',
  },
  {
    code: '52.1804',
    title: 'Selling Skills and Sales Operations',
    definition:
      'A program that prepares individuals to possess the skills associated with direct promotion of products and services to potential customers and to function as independent sales representatives and managers.  Includes instruction in consumer psychology, image projection, public speaking and interpersonal communications, sales organization and operations, customer relations, professional standards and ethics, and applicable technical skills.',
  },
  {
    code: '52.20',
    title: 'Construction Management',
    definition: 'Instructional content for this group of programs is defined in codes 52.2001 - 52.2099.',
  },
  {
    code: '52.2001',
    title: 'Construction Management, General',
    definition:
      'A program that prepares individuals to manage, coordinate, and supervise the construction process. Includes instruction in commercial, residential, mechanical, highway/heavy civil, electrical, environmental, industrial, and specialty construction; facilities management; budgeting and cost control; logistics and materials management; organization and scheduling; personnel management and labor relations; site safety; construction contracting; construction processes and techniques; and applicable codes and regulations.',
  },
];

export const cipSocRecords: CipSocRecord[] = [
  {
    cipCode: '01.0504',
    socCode: '25-1194',
  },
  {
    cipCode: '01.0504',
    socCode: '39-2021',
  },
  {
    cipCode: '01.0605',
    socCode: '25-1041',
  },
  {
    cipCode: '01.0605',
    socCode: '37-1012',
  },
  {
    cipCode: '01.0605',
    socCode: '37-3011',
  },
  {
    cipCode: '01.0605',
    socCode: '37-3012',
  },
  {
    cipCode: '01.8301',
    socCode: '25-1071',
  },
  {
    cipCode: '01.8301',
    socCode: '29-2056',
  },
  {
    cipCode: '01.8301',
    socCode: '31-9096',
  },
  {
    cipCode: '09.0702',
    socCode: '11-9199',
  },
  {
    cipCode: '09.0702',
    socCode: '15-1255',
  },
  {
    cipCode: '09.0702',
    socCode: '25-1122',
  },
  {
    cipCode: '09.0702',
    socCode: '27-3099',
  },
  {
    cipCode: '10.0203',
    socCode: '27-2091',
  },
  {
    cipCode: '10.0203',
    socCode: '27-4011',
  },
  {
    cipCode: '10.0203',
    socCode: '27-4014',
  },
  {
    cipCode: '11.0103',
    socCode: '11-3021',
  },
  {
    cipCode: '11.0103',
    socCode: '15-1211',
  },
  {
    cipCode: '11.0103',
    socCode: '15-1212',
  },
  {
    cipCode: '11.0103',
    socCode: '15-1221',
  },
  {
    cipCode: '11.0103',
    socCode: '15-1241',
  },
  {
    cipCode: '11.0103',
    socCode: '15-1243',
  },
  {
    cipCode: '11.0103',
    socCode: '15-1252',
  },
  {
    cipCode: '11.0103',
    socCode: '15-1253',
  },
  {
    cipCode: '11.0103',
    socCode: '15-2051',
  },
  {
    cipCode: '11.0201',
    socCode: '15-1231',
  },
  {
    cipCode: '11.0201',
    socCode: '15-1251',
  },
  {
    cipCode: '11.0201',
    socCode: '15-1252',
  },
  {
    cipCode: '11.0201',
    socCode: '15-1253',
  },
  {
    cipCode: '11.0201',
    socCode: '15-1254',
  },
  {
    cipCode: '11.0201',
    socCode: '15-1255',
  },
  {
    cipCode: '11.0201',
    socCode: '25-1021',
  },
  {
    cipCode: '11.0701',
    socCode: '11-3021',
  },
  {
    cipCode: '11.0701',
    socCode: '15-1212',
  },
  {
    cipCode: '11.0701',
    socCode: '15-1221',
  },
  {
    cipCode: '11.0701',
    socCode: '15-1231',
  },
  {
    cipCode: '11.0701',
    socCode: '15-1243',
  },
  {
    cipCode: '11.0701',
    socCode: '15-1251',
  },
  {
    cipCode: '11.0701',
    socCode: '15-1252',
  },
  {
    cipCode: '11.0701',
    socCode: '15-1253',
  },
  {
    cipCode: '11.0701',
    socCode: '15-1254',
  },
  {
    cipCode: '11.0701',
    socCode: '15-1255',
  },
  {
    cipCode: '11.0701',
    socCode: '15-1299',
  },
  {
    cipCode: '11.0701',
    socCode: '15-2051',
  },
  {
    cipCode: '11.0701',
    socCode: '25-1021',
  },
  {
    cipCode: '11.0801',
    socCode: '15-1254',
  },
  {
    cipCode: '11.0801',
    socCode: '15-1255',
  },
  {
    cipCode: '11.0801',
    socCode: '25-1194',
  },
  {
    cipCode: '11.0801',
    socCode: '27-1014',
  },
  {
    cipCode: '11.0801',
    socCode: '27-1024',
  },
  {
    cipCode: '11.0802',
    socCode: '11-3021',
  },
  {
    cipCode: '11.0802',
    socCode: '15-1242',
  },
  {
    cipCode: '11.0802',
    socCode: '15-1243',
  },
  {
    cipCode: '11.0802',
    socCode: '15-2051',
  },
  {
    cipCode: '11.0802',
    socCode: '25-1194',
  },
  {
    cipCode: '11.0901',
    socCode: '11-3021',
  },
  {
    cipCode: '11.0901',
    socCode: '15-1211',
  },
  {
    cipCode: '11.0901',
    socCode: '15-1212',
  },
  {
    cipCode: '11.0901',
    socCode: '15-1231',
  },
  {
    cipCode: '11.0901',
    socCode: '15-1241',
  },
  {
    cipCode: '11.0901',
    socCode: '25-1021',
  },
  {
    cipCode: '11.0902',
    socCode: '15-1221',
  },
  {
    cipCode: '11.0902',
    socCode: '15-1231',
  },
  {
    cipCode: '11.0902',
    socCode: '15-1241',
  },
  {
    cipCode: '11.0902',
    socCode: '15-1243',
  },
  {
    cipCode: '11.0902',
    socCode: '15-1251',
  },
  {
    cipCode: '11.0902',
    socCode: '15-1252',
  },
  {
    cipCode: '11.0902',
    socCode: '25-1021',
  },
  {
    cipCode: '11.1001',
    socCode: '11-3021',
  },
  {
    cipCode: '11.1001',
    socCode: '15-1212',
  },
  {
    cipCode: '11.1001',
    socCode: '15-1231',
  },
  {
    cipCode: '11.1001',
    socCode: '15-1241',
  },
  {
    cipCode: '11.1001',
    socCode: '15-1244',
  },
  {
    cipCode: '11.1003',
    socCode: '11-3021',
  },
  {
    cipCode: '11.1003',
    socCode: '15-1212',
  },
  {
    cipCode: '11.1003',
    socCode: '15-1231',
  },
  {
    cipCode: '11.1003',
    socCode: '15-1241',
  },
  {
    cipCode: '11.1003',
    socCode: '15-1242',
  },
  {
    cipCode: '11.1003',
    socCode: '15-1243',
  },
  {
    cipCode: '11.1003',
    socCode: '15-1244',
  },
  {
    cipCode: '11.1006',
    socCode: '15-1231',
  },
  {
    cipCode: '11.1006',
    socCode: '15-1232',
  },
  {
    cipCode: '12.0401',
    socCode: '39-5012',
  },
  {
    cipCode: '12.0401',
    socCode: '39-5091',
  },
  {
    cipCode: '12.0401',
    socCode: '39-5092',
  },
  {
    cipCode: '12.0401',
    socCode: '39-5093',
  },
  {
    cipCode: '12.0401',
    socCode: '39-5094',
  },
  {
    cipCode: '12.0402',
    socCode: '39-5011',
  },
  {
    cipCode: '12.0409',
    socCode: '39-5094',
  },
  {
    cipCode: '12.0410',
    socCode: '39-5092',
  },
  {
    cipCode: '12.0500',
    socCode: '35-1011',
  },
  {
    cipCode: '12.0500',
    socCode: '35-1012',
  },
  {
    cipCode: '12.0500',
    socCode: '35-2012',
  },
  {
    cipCode: '12.0500',
    socCode: '35-2014',
  },
  {
    cipCode: '12.0500',
    socCode: '35-2019',
  },
  {
    cipCode: '12.0501',
    socCode: '35-1011',
  },
  {
    cipCode: '12.0501',
    socCode: '51-3011',
  },
  {
    cipCode: '12.0503',
    socCode: '35-1011',
  },
  {
    cipCode: '12.0503',
    socCode: '35-1012',
  },
  {
    cipCode: '12.0503',
    socCode: '35-2013',
  },
  {
    cipCode: '12.0503',
    socCode: '35-2014',
  },
  {
    cipCode: '12.0503',
    socCode: '35-2019',
  },
  {
    cipCode: '12.0504',
    socCode: '11-9051',
  },
  {
    cipCode: '12.0504',
    socCode: '35-1011',
  },
  {
    cipCode: '12.0504',
    socCode: '35-1012',
  },
  {
    cipCode: '12.0504',
    socCode: '35-2013',
  },
  {
    cipCode: '13.1202',
    socCode: '25-1081',
  },
  {
    cipCode: '13.1202',
    socCode: '25-2021',
  },
  {
    cipCode: '13.1210',
    socCode: '25-1081',
  },
  {
    cipCode: '13.1210',
    socCode: '25-2011',
  },
  {
    cipCode: '13.1210',
    socCode: '25-2012',
  },
  {
    cipCode: '13.1210',
    socCode: '25-2021',
  },
  {
    cipCode: '13.1210',
    socCode: '25-9042',
  },
  {
    cipCode: '13.1210',
    socCode: '25-9043',
  },
  {
    cipCode: '13.1501',
    socCode: '25-9042',
  },
  {
    cipCode: '13.1501',
    socCode: '25-9043',
  },
  {
    cipCode: '13.1501',
    socCode: '25-9049',
  },
  {
    cipCode: '15.0303',
    socCode: '17-3012',
  },
  {
    cipCode: '15.0303',
    socCode: '17-3021',
  },
  {
    cipCode: '15.0303',
    socCode: '17-3023',
  },
  {
    cipCode: '15.0303',
    socCode: '17-3024',
  },
  {
    cipCode: '15.0303',
    socCode: '17-3028',
  },
  {
    cipCode: '15.0303',
    socCode: '49-2095',
  },
  {
    cipCode: '15.0405',
    socCode: '17-3024',
  },
  {
    cipCode: '15.0613',
    socCode: '17-3026',
  },
  {
    cipCode: '15.1301',
    socCode: '17-3011',
  },
  {
    cipCode: '15.1301',
    socCode: '17-3012',
  },
  {
    cipCode: '15.1301',
    socCode: '17-3013',
  },
  {
    cipCode: '15.1301',
    socCode: '17-3019',
  },
  {
    cipCode: '15.1701',
    socCode: '17-3029',
  },
  {
    cipCode: '15.1701',
    socCode: '27-1021',
  },
  {
    cipCode: '15.1703',
    socCode: '17-3029',
  },
  {
    cipCode: '15.1703',
    socCode: '47-2231',
  },
  {
    cipCode: '16.1603',
    socCode: '27-3091',
  },
  {
    cipCode: '19.0709',
    socCode: '39-9011',
  },
  {
    cipCode: '22.0302',
    socCode: '23-2011',
  },
  {
    cipCode: '22.0302',
    socCode: '23-2093',
  },
  {
    cipCode: '22.0302',
    socCode: '23-2099',
  },
  {
    cipCode: '30.3101',
    socCode: '11-3021',
  },
  {
    cipCode: '30.3101',
    socCode: '15-1221',
  },
  {
    cipCode: '30.3101',
    socCode: '15-1255',
  },
  {
    cipCode: '30.3101',
    socCode: '15-1299',
  },
  {
    cipCode: '30.3101',
    socCode: '25-1021',
  },
  {
    cipCode: '30.7001',
    socCode: '11-3021',
  },
  {
    cipCode: '30.7001',
    socCode: '11-9121',
  },
  {
    cipCode: '30.7001',
    socCode: '15-1221',
  },
  {
    cipCode: '30.7001',
    socCode: '15-1243',
  },
  {
    cipCode: '30.7001',
    socCode: '15-1252',
  },
  {
    cipCode: '30.7001',
    socCode: '15-2041',
  },
  {
    cipCode: '30.7001',
    socCode: '15-2051',
  },
  {
    cipCode: '30.7001',
    socCode: '25-1199',
  },
  {
    cipCode: '30.7101',
    socCode: '13-1111',
  },
  {
    cipCode: '30.7101',
    socCode: '15-1251',
  },
  {
    cipCode: '30.7101',
    socCode: '15-2041',
  },
  {
    cipCode: '30.7101',
    socCode: '15-2051',
  },
  {
    cipCode: '30.7101',
    socCode: '25-1199',
  },
  {
    cipCode: '43.0102',
    socCode: '25-1111',
  },
  {
    cipCode: '43.0102',
    socCode: '33-1011',
  },
  {
    cipCode: '43.0102',
    socCode: '33-1012',
  },
  {
    cipCode: '43.0102',
    socCode: '33-3012',
  },
  {
    cipCode: '43.0107',
    socCode: '25-1111',
  },
  {
    cipCode: '43.0107',
    socCode: '33-3011',
  },
  {
    cipCode: '43.0107',
    socCode: '33-3021',
  },
  {
    cipCode: '43.0107',
    socCode: '33-3051',
  },
  {
    cipCode: '43.0107',
    socCode: '33-9021',
  },
  {
    cipCode: '43.0109',
    socCode: '25-1111',
  },
  {
    cipCode: '43.0109',
    socCode: '33-1091',
  },
  {
    cipCode: '43.0109',
    socCode: '33-3052',
  },
  {
    cipCode: '43.0109',
    socCode: '33-9031',
  },
  {
    cipCode: '43.0109',
    socCode: '33-9032',
  },
  {
    cipCode: '43.0203',
    socCode: '33-1021',
  },
  {
    cipCode: '43.0203',
    socCode: '33-2011',
  },
  {
    cipCode: '43.0203',
    socCode: '33-2021',
  },
  {
    cipCode: '43.0203',
    socCode: '33-2022',
  },
  {
    cipCode: '43.0302',
    socCode: '11-9161',
  },
  {
    cipCode: '43.0302',
    socCode: '11-9199',
  },
  {
    cipCode: '43.0302',
    socCode: '33-1012',
  },
  {
    cipCode: '44.0000',
    socCode: '11-9151',
  },
  {
    cipCode: '44.0000',
    socCode: '21-1093',
  },
  {
    cipCode: '44.0000',
    socCode: '21-1099',
  },
  {
    cipCode: '44.0701',
    socCode: '11-9151',
  },
  {
    cipCode: '44.0701',
    socCode: '21-1013',
  },
  {
    cipCode: '44.0701',
    socCode: '21-1019',
  },
  {
    cipCode: '44.0701',
    socCode: '21-1021',
  },
  {
    cipCode: '44.0701',
    socCode: '21-1022',
  },
  {
    cipCode: '44.0701',
    socCode: '21-1023',
  },
  {
    cipCode: '44.0701',
    socCode: '21-1029',
  },
  {
    cipCode: '44.0701',
    socCode: '21-1092',
  },
  {
    cipCode: '44.0701',
    socCode: '25-1113',
  },
  {
    cipCode: '46.0000',
    socCode: '47-1011',
  },
  {
    cipCode: '46.0101',
    socCode: '47-1011',
  },
  {
    cipCode: '46.0101',
    socCode: '47-2021',
  },
  {
    cipCode: '46.0101',
    socCode: '47-2022',
  },
  {
    cipCode: '46.0101',
    socCode: '47-2044',
  },
  {
    cipCode: '46.0201',
    socCode: '47-1011',
  },
  {
    cipCode: '46.0201',
    socCode: '47-2031',
  },
  {
    cipCode: '46.0302',
    socCode: '47-1011',
  },
  {
    cipCode: '46.0302',
    socCode: '47-2111',
  },
  {
    cipCode: '46.0302',
    socCode: '49-2098',
  },
  {
    cipCode: '46.0302',
    socCode: '49-9097',
  },
  {
    cipCode: '46.0303',
    socCode: '49-1011',
  },
  {
    cipCode: '46.0303',
    socCode: '49-9051',
  },
  {
    cipCode: '46.0401',
    socCode: '11-3013',
  },
  {
    cipCode: '46.0401',
    socCode: '37-1011',
  },
  {
    cipCode: '46.0401',
    socCode: '47-1011',
  },
  {
    cipCode: '46.0401',
    socCode: '49-9071',
  },
  {
    cipCode: '46.0408',
    socCode: '47-1011',
  },
  {
    cipCode: '46.0408',
    socCode: '47-2141',
  },
  {
    cipCode: '46.0408',
    socCode: '47-2142',
  },
  {
    cipCode: '46.0415',
    socCode: '17-3022',
  },
  {
    cipCode: '46.0415',
    socCode: '47-1011',
  },
  {
    cipCode: '46.0502',
    socCode: '47-1011',
  },
  {
    cipCode: '46.0502',
    socCode: '47-2152',
  },
  {
    cipCode: '46.0503',
    socCode: '47-1011',
  },
  {
    cipCode: '46.0503',
    socCode: '47-2152',
  },
  {
    cipCode: '46.0503',
    socCode: '47-4071',
  },
  {
    cipCode: '47.0201',
    socCode: '49-9021',
  },
  {
    cipCode: '47.0303',
    socCode: '47-4021',
  },
  {
    cipCode: '47.0303',
    socCode: '49-9012',
  },
  {
    cipCode: '47.0303',
    socCode: '49-9041',
  },
  {
    cipCode: '47.0303',
    socCode: '49-9043',
  },
  {
    cipCode: '47.0303',
    socCode: '49-9044',
  },
  {
    cipCode: '47.0303',
    socCode: '49-9045',
  },
  {
    cipCode: '47.0303',
    socCode: '49-9081',
  },
  {
    cipCode: '47.0603',
    socCode: '13-1032',
  },
  {
    cipCode: '47.0603',
    socCode: '49-3021',
  },
  {
    cipCode: '47.0603',
    socCode: '49-3022',
  },
  {
    cipCode: '47.0603',
    socCode: '51-9124',
  },
  {
    cipCode: '47.0604',
    socCode: '49-2093',
  },
  {
    cipCode: '47.0604',
    socCode: '49-2096',
  },
  {
    cipCode: '47.0604',
    socCode: '49-3023',
  },
  {
    cipCode: '47.0605',
    socCode: '49-3031',
  },
  {
    cipCode: '47.0607',
    socCode: '49-3011',
  },
  {
    cipCode: '47.0607',
    socCode: '51-2011',
  },
  {
    cipCode: '47.0613',
    socCode: '49-3023',
  },
  {
    cipCode: '47.0613',
    socCode: '49-3031',
  },
  {
    cipCode: '47.0614',
    socCode: '49-3023',
  },
  {
    cipCode: '48.0501',
    socCode: '51-4021',
  },
  {
    cipCode: '48.0501',
    socCode: '51-4022',
  },
  {
    cipCode: '48.0501',
    socCode: '51-4023',
  },
  {
    cipCode: '48.0501',
    socCode: '51-4031',
  },
  {
    cipCode: '48.0501',
    socCode: '51-4032',
  },
  {
    cipCode: '48.0501',
    socCode: '51-4033',
  },
  {
    cipCode: '48.0501',
    socCode: '51-4034',
  },
  {
    cipCode: '48.0501',
    socCode: '51-4035',
  },
  {
    cipCode: '48.0501',
    socCode: '51-4041',
  },
  {
    cipCode: '48.0501',
    socCode: '51-4081',
  },
  {
    cipCode: '48.0501',
    socCode: '51-4191',
  },
  {
    cipCode: '48.0501',
    socCode: '51-4192',
  },
  {
    cipCode: '48.0501',
    socCode: '51-4199',
  },
  {
    cipCode: '48.0508',
    socCode: '51-4121',
  },
  {
    cipCode: '48.0508',
    socCode: '51-4122',
  },
  {
    cipCode: '48.0510',
    socCode: '51-9161',
  },
  {
    cipCode: '48.0510',
    socCode: '51-9162',
  },
  {
    cipCode: '49.0202',
    socCode: '45-4022',
  },
  {
    cipCode: '49.0202',
    socCode: '47-2071',
  },
  {
    cipCode: '49.0202',
    socCode: '47-2072',
  },
  {
    cipCode: '49.0202',
    socCode: '47-2073',
  },
  {
    cipCode: '49.0202',
    socCode: '47-4051',
  },
  {
    cipCode: '49.0202',
    socCode: '47-4061',
  },
  {
    cipCode: '49.0202',
    socCode: '47-5022',
  },
  {
    cipCode: '49.0202',
    socCode: '47-5023',
  },
  {
    cipCode: '49.0202',
    socCode: '47-5032',
  },
  {
    cipCode: '49.0202',
    socCode: '47-5041',
  },
  {
    cipCode: '49.0202',
    socCode: '47-5049',
  },
  {
    cipCode: '49.0202',
    socCode: '47-5099',
  },
  {
    cipCode: '49.0202',
    socCode: '53-7021',
  },
  {
    cipCode: '49.0202',
    socCode: '53-7031',
  },
  {
    cipCode: '49.0202',
    socCode: '53-7041',
  },
  {
    cipCode: '49.0202',
    socCode: '53-7199',
  },
  {
    cipCode: '49.0205',
    socCode: '25-1194',
  },
  {
    cipCode: '49.0205',
    socCode: '53-3032',
  },
  {
    cipCode: '49.0205',
    socCode: '53-3033',
  },
  {
    cipCode: '49.0205',
    socCode: '53-3051',
  },
  {
    cipCode: '49.0205',
    socCode: '53-3052',
  },
  {
    cipCode: '49.0205',
    socCode: '53-3053',
  },
  {
    cipCode: '49.0209',
    socCode: '53-7051',
  },
  {
    cipCode: '50.0409',
    socCode: '15-1255',
  },
  {
    cipCode: '50.0409',
    socCode: '25-1121',
  },
  {
    cipCode: '50.0409',
    socCode: '27-1011',
  },
  {
    cipCode: '50.0409',
    socCode: '27-1014',
  },
  {
    cipCode: '50.0409',
    socCode: '27-1019',
  },
  {
    cipCode: '50.0409',
    socCode: '27-1024',
  },
  {
    cipCode: '50.0411',
    socCode: '25-1199',
  },
  {
    cipCode: '50.0411',
    socCode: '27-1014',
  },
  {
    cipCode: '51.0601',
    socCode: '25-1071',
  },
  {
    cipCode: '51.0601',
    socCode: '31-9091',
  },
  {
    cipCode: '51.0602',
    socCode: '25-1071',
  },
  {
    cipCode: '51.0602',
    socCode: '29-1292',
  },
  {
    cipCode: '51.0707',
    socCode: '29-2072',
  },
  {
    cipCode: '51.0707',
    socCode: '29-9021',
  },
  {
    cipCode: '51.0713',
    socCode: '29-2072',
  },
  {
    cipCode: '51.0713',
    socCode: '29-9021',
  },
  {
    cipCode: '51.0716',
    socCode: '43-6013',
  },
  {
    cipCode: '51.0801',
    socCode: '25-1071',
  },
  {
    cipCode: '51.0801',
    socCode: '31-9092',
  },
  {
    cipCode: '51.0803',
    socCode: '25-1071',
  },
  {
    cipCode: '51.0803',
    socCode: '31-2011',
  },
  {
    cipCode: '51.0805',
    socCode: '25-1071',
  },
  {
    cipCode: '51.0805',
    socCode: '29-2052',
  },
  {
    cipCode: '51.0806',
    socCode: '31-2021',
  },
  {
    cipCode: '51.0904',
    socCode: '25-1071',
  },
  {
    cipCode: '51.0904',
    socCode: '29-2042',
  },
  {
    cipCode: '51.0904',
    socCode: '29-2043',
  },
  {
    cipCode: '51.0908',
    socCode: '25-1071',
  },
  {
    cipCode: '51.0908',
    socCode: '29-1126',
  },
  {
    cipCode: '51.0908',
    socCode: '29-2099',
  },
  {
    cipCode: '51.0909',
    socCode: '25-1071',
  },
  {
    cipCode: '51.0909',
    socCode: '29-2055',
  },
  {
    cipCode: '51.0909',
    socCode: '29-9093',
  },
  {
    cipCode: '51.0910',
    socCode: '25-1071',
  },
  {
    cipCode: '51.0910',
    socCode: '29-2032',
  },
  {
    cipCode: '51.0911',
    socCode: '25-1071',
  },
  {
    cipCode: '51.0911',
    socCode: '29-2034',
  },
  {
    cipCode: '51.1004',
    socCode: '25-1071',
  },
  {
    cipCode: '51.1004',
    socCode: '29-2012',
  },
  {
    cipCode: '51.1009',
    socCode: '25-1071',
  },
  {
    cipCode: '51.1009',
    socCode: '31-9097',
  },
  {
    cipCode: '51.1501',
    socCode: '21-1011',
  },
  {
    cipCode: '51.1501',
    socCode: '21-1014',
  },
  {
    cipCode: '51.1501',
    socCode: '25-1071',
  },
  {
    cipCode: '51.1504',
    socCode: '21-1091',
  },
  {
    cipCode: '51.1504',
    socCode: '21-1094',
  },
  {
    cipCode: '51.2602',
    socCode: '31-1121',
  },
  {
    cipCode: '51.2602',
    socCode: '31-1122',
  },
  {
    cipCode: '51.3501',
    socCode: '25-1071',
  },
  {
    cipCode: '51.3501',
    socCode: '31-9011',
  },
  {
    cipCode: '51.3801',
    socCode: '25-1072',
  },
  {
    cipCode: '51.3801',
    socCode: '29-1141',
  },
  {
    cipCode: '51.3901',
    socCode: '29-2061',
  },
  {
    cipCode: '51.3902',
    socCode: '31-1131',
  },
  {
    cipCode: '52.0201',
    socCode: '11-1011',
  },
  {
    cipCode: '52.0201',
    socCode: '11-1021',
  },
  {
    cipCode: '52.0201',
    socCode: '11-2022',
  },
  {
    cipCode: '52.0201',
    socCode: '11-3012',
  },
  {
    cipCode: '52.0201',
    socCode: '11-3013',
  },
  {
    cipCode: '52.0201',
    socCode: '11-3051',
  },
  {
    cipCode: '52.0201',
    socCode: '11-3071',
  },
  {
    cipCode: '52.0201',
    socCode: '11-3111',
  },
  {
    cipCode: '52.0201',
    socCode: '11-3121',
  },
  {
    cipCode: '52.0201',
    socCode: '11-3131',
  },
  {
    cipCode: '52.0201',
    socCode: '11-9021',
  },
  {
    cipCode: '52.0201',
    socCode: '11-9072',
  },
  {
    cipCode: '52.0201',
    socCode: '11-9151',
  },
  {
    cipCode: '52.0201',
    socCode: '11-9179',
  },
  {
    cipCode: '52.0201',
    socCode: '11-9199',
  },
  {
    cipCode: '52.0201',
    socCode: '13-1051',
  },
  {
    cipCode: '52.0201',
    socCode: '13-1071',
  },
  {
    cipCode: '52.0201',
    socCode: '13-1081',
  },
  {
    cipCode: '52.0201',
    socCode: '13-1082',
  },
  {
    cipCode: '52.0201',
    socCode: '13-1111',
  },
  {
    cipCode: '52.0201',
    socCode: '13-1141',
  },
  {
    cipCode: '52.0201',
    socCode: '13-1199',
  },
  {
    cipCode: '52.0201',
    socCode: '25-1011',
  },
  {
    cipCode: '52.0203',
    socCode: '11-3051',
  },
  {
    cipCode: '52.0203',
    socCode: '11-3071',
  },
  {
    cipCode: '52.0203',
    socCode: '13-1081',
  },
  {
    cipCode: '52.0203',
    socCode: '25-1011',
  },
  {
    cipCode: '52.0211',
    socCode: '11-9199',
  },
  {
    cipCode: '52.0211',
    socCode: '13-1082',
  },
  {
    cipCode: '52.0211',
    socCode: '25-1011',
  },
  {
    cipCode: '52.0301',
    socCode: '13-2011',
  },
  {
    cipCode: '52.0301',
    socCode: '13-2022',
  },
  {
    cipCode: '52.0301',
    socCode: '13-2031',
  },
  {
    cipCode: '52.0301',
    socCode: '13-2041',
  },
  {
    cipCode: '52.0301',
    socCode: '13-2054',
  },
  {
    cipCode: '52.0301',
    socCode: '13-2061',
  },
  {
    cipCode: '52.0301',
    socCode: '13-2081',
  },
  {
    cipCode: '52.0301',
    socCode: '13-2082',
  },
  {
    cipCode: '52.0301',
    socCode: '25-1011',
  },
  {
    cipCode: '52.0302',
    socCode: '13-2082',
  },
  {
    cipCode: '52.0302',
    socCode: '43-3031',
  },
  {
    cipCode: '52.0302',
    socCode: '43-3051',
  },
  {
    cipCode: '52.0302',
    socCode: '43-4011',
  },
  {
    cipCode: '52.0302',
    socCode: '43-9111',
  },
  {
    cipCode: '52.0401',
    socCode: '43-1011',
  },
  {
    cipCode: '52.0401',
    socCode: '43-4161',
  },
  {
    cipCode: '52.0401',
    socCode: '43-6011',
  },
  {
    cipCode: '52.0401',
    socCode: '43-6014',
  },
  {
    cipCode: '52.0408',
    socCode: '43-3061',
  },
  {
    cipCode: '52.0408',
    socCode: '43-4021',
  },
  {
    cipCode: '52.0408',
    socCode: '43-4071',
  },
  {
    cipCode: '52.0408',
    socCode: '43-4151',
  },
  {
    cipCode: '52.0408',
    socCode: '43-5011',
  },
  {
    cipCode: '52.0408',
    socCode: '43-9022',
  },
  {
    cipCode: '52.0408',
    socCode: '43-9041',
  },
  {
    cipCode: '52.0408',
    socCode: '43-9061',
  },
  {
    cipCode: '52.0411',
    socCode: '43-4051',
  },
  {
    cipCode: '52.0411',
    socCode: '43-4151',
  },
  {
    cipCode: '52.0701',
    socCode: '11-1011',
  },
  {
    cipCode: '52.0701',
    socCode: '11-1021',
  },
  {
    cipCode: '52.0701',
    socCode: '11-9199',
  },
  {
    cipCode: '52.0701',
    socCode: '25-1011',
  },
  {
    cipCode: '52.0803',
    socCode: '13-2071',
  },
  {
    cipCode: '52.0803',
    socCode: '43-3011',
  },
  {
    cipCode: '52.0803',
    socCode: '43-3071',
  },
  {
    cipCode: '52.0803',
    socCode: '43-4041',
  },
  {
    cipCode: '52.0803',
    socCode: '43-4131',
  },
  {
    cipCode: '52.0803',
    socCode: '43-4141',
  },
  {
    cipCode: '52.0901',
    socCode: '11-9051',
  },
  {
    cipCode: '52.0901',
    socCode: '11-9072',
  },
  {
    cipCode: '52.0901',
    socCode: '11-9081',
  },
  {
    cipCode: '52.0901',
    socCode: '11-9179',
  },
  {
    cipCode: '52.1001',
    socCode: '11-3111',
  },
  {
    cipCode: '52.1001',
    socCode: '11-3121',
  },
  {
    cipCode: '52.1001',
    socCode: '11-3131',
  },
  {
    cipCode: '52.1001',
    socCode: '13-1041',
  },
  {
    cipCode: '52.1001',
    socCode: '13-1071',
  },
  {
    cipCode: '52.1001',
    socCode: '13-1075',
  },
  {
    cipCode: '52.1001',
    socCode: '13-1141',
  },
  {
    cipCode: '52.1001',
    socCode: '13-1151',
  },
  {
    cipCode: '52.1001',
    socCode: '25-1011',
  },
  {
    cipCode: '52.1001',
    socCode: '43-4161',
  },
  {
    cipCode: '52.1401',
    socCode: '11-2011',
  },
  {
    cipCode: '52.1401',
    socCode: '11-2021',
  },
  {
    cipCode: '52.1401',
    socCode: '11-2022',
  },
  {
    cipCode: '52.1401',
    socCode: '11-2033',
  },
  {
    cipCode: '52.1401',
    socCode: '13-1131',
  },
  {
    cipCode: '52.1401',
    socCode: '13-1161',
  },
  {
    cipCode: '52.1401',
    socCode: '25-1011',
  },
  {
    cipCode: '52.1501',
    socCode: '11-9141',
  },
  {
    cipCode: '52.1501',
    socCode: '13-2022',
  },
  {
    cipCode: '52.1501',
    socCode: '13-2023',
  },
  {
    cipCode: '52.1501',
    socCode: '41-9021',
  },
  {
    cipCode: '52.1501',
    socCode: '41-9022',
  },
  {
    cipCode: '52.1701',
    socCode: '11-3111',
  },
  {
    cipCode: '52.1701',
    socCode: '13-1031',
  },
  {
    cipCode: '52.1701',
    socCode: '13-1032',
  },
  {
    cipCode: '52.1701',
    socCode: '13-1141',
  },
  {
    cipCode: '52.1701',
    socCode: '13-2022',
  },
  {
    cipCode: '52.1701',
    socCode: '13-2053',
  },
  {
    cipCode: '52.1701',
    socCode: '25-1011',
  },
  {
    cipCode: '52.1701',
    socCode: '41-3021',
  },
  {
    cipCode: '52.1804',
    socCode: '41-1011',
  },
  {
    cipCode: '52.1804',
    socCode: '41-1012',
  },
  {
    cipCode: '52.1804',
    socCode: '41-2022',
  },
  {
    cipCode: '52.1804',
    socCode: '41-3011',
  },
  {
    cipCode: '52.1804',
    socCode: '41-3041',
  },
  {
    cipCode: '52.1804',
    socCode: '41-3091',
  },
  {
    cipCode: '52.1804',
    socCode: '41-4011',
  },
  {
    cipCode: '52.1804',
    socCode: '41-9099',
  },
  {
    cipCode: '52.2001',
    socCode: '11-9021',
  },
];
