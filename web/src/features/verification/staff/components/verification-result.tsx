import { documentsEndpoints } from '@amal/contract/documents';
import {
  verificationMessages as m,
  type VerificationView,
  VISIT_OBSERVATIONS,
  type VisitRecord,
  verificationEndpoints,
} from '@amal/contract/verification';
import { Anchor, Badge, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { AreaAddress } from '../../../../components/area-address';
import { endpointUrl } from '../../../../lib/api-client';
import { formatDate, formatRupiah } from '../../../../lib/format';
import { useHandoverProof } from '../api/get-verification-result';
import {
  type Cell,
  type ComparedLine,
  compareFields,
  differences,
  type ShownField,
} from '../utils/compare-fields';

/** A section's data as the page reads it; `family` is the same side's family step, to name earners. */
export type Describe = (route: string, data: unknown, family: unknown) => ShownField[];

const wrap: CSSProperties = { overflowWrap: 'anywhere' };
const DAY = 'D MMMM YYYY';
const INSTANT = 'D MMMM YYYY, HH.mm';
const IMAGE = /^(jpe?g|png|webp|gif)$/i;
/** Sections whose verification asks fewer questions than the applicant's step. */
const VERIFIED_ONLY = new Set(['reference']);

function CellView({ cell }: { cell: Cell | null }) {
  if (!cell)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  if ('address' in cell) return <AreaAddress address={cell.address} />;
  return (
    <Text size="sm" style={wrap}>
      {cell.text}
    </Text>
  );
}

/** Side by side from 768 px (label, applicant, verifier); below, each answer under its name. */
function Line({ line }: { line: ComparedLine }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 3 }}
      spacing="md"
      verticalSpacing={2}
      py={6}
      px="xs"
      pl={line.depth ? 'lg' : 'xs'}
      data-differs={line.differs || undefined}
      style={{
        borderTop: '1px solid var(--mantine-color-default-border)',
        background: line.differs ? 'var(--mantine-color-yellow-light)' : undefined,
      }}
    >
      <Group gap={6} wrap="wrap" align="flex-start">
        <Text size="sm" fw={line.heading ? 700 : 500} c={line.heading ? undefined : 'dimmed'} style={wrap}>
          {line.label}
        </Text>
        {line.differs && (
          <Badge size="sm" color="orange" variant="light">
            {m.differs}
          </Badge>
        )}
      </Group>
      <div>
        <Text hiddenFrom="sm" size="xs" c="dimmed">
          {m.applicantAnswer}
        </Text>
        <CellView cell={line.applicant} />
      </div>
      <div>
        <Text hiddenFrom="sm" size="xs" c="dimmed">
          {m.verifierAnswer}
        </Text>
        <CellView cell={line.verifier} />
      </div>
    </SimpleGrid>
  );
}

function Comparison({ lines }: { lines: ComparedLine[] }) {
  if (lines.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Tidak ada data
      </Text>
    );
  return (
    <div>
      <SimpleGrid cols={3} spacing="md" px="xs" pb={4} visibleFrom="sm" aria-hidden>
        <Text size="xs" fw={700} c="dimmed">
          Isian
        </Text>
        <Text size="xs" fw={700} c="dimmed">
          {m.applicantAnswer}
        </Text>
        <Text size="xs" fw={700} c="dimmed">
          {m.verifierAnswer}
        </Text>
      </SimpleGrid>
      {lines.map((line) => (
        <Line key={line.key} line={line} />
      ))}
    </div>
  );
}

type Section = VerificationView['sections'][number];

function SectionResult({
  section,
  family,
  describe,
}: {
  section: Section;
  family: { applicant: unknown; verifier: unknown };
  describe: Describe;
}) {
  const verification = section.verification;
  const lines = verification
    ? compareFields(
        describe(section.route, section.applicant, family.applicant),
        describe(section.route, verification.data, family.verifier),
        { verifiedOnly: VERIFIED_ONLY.has(section.route) },
      )
    : [];
  const differ = differences(lines);
  return (
    <Card withBorder padding="md" component="section" aria-label={section.name}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5">
            {section.name}
          </Title>
          <Group gap={6}>
            {differ > 0 && (
              <Badge color="orange" variant="light">
                {differ} {m.differs.toLowerCase()}
              </Badge>
            )}
            <Badge color={verification ? 'teal' : 'gray'} variant="light">
              {verification ? m.verified : m.notVerified}
            </Badge>
          </Group>
        </Group>
        {verification && (
          <>
            <Text size="xs" c="dimmed">
              Oleh {verification.verifierName}, {formatDate(verification.updatedAt, INSTANT)}
            </Text>
            <Comparison lines={lines} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function Facts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="sm" m={0}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} size="sm" fw={500} style={wrap}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

const yesNo = (value: boolean | undefined) => (value === undefined ? '—' : value ? 'Ya' : 'Tidak');
const orDash = (value: string | number | undefined) =>
  value === undefined || value === ''
    ? '—'
    : typeof value === 'number'
      ? value.toLocaleString('id-ID')
      : value;

/** The visit: when, how far and how, what the verifier saw, and their notes. */
function Visit({ visit }: { visit: VisitRecord }) {
  const facts: [string, ReactNode][] = [
    ['Tanggal kunjungan', formatDate(visit.visitedDate, DAY)],
    ['Tanggal verifikasi', visit.verificationDate ? formatDate(visit.verificationDate, DAY) : '—'],
    ['Biaya', visit.cost === undefined ? '—' : formatRupiah(visit.cost)],
    ['Jarak', `${visit.distance.toLocaleString('id-ID')} km`],
    ['Waktu tempuh', `${visit.travelTime.toLocaleString('id-ID')} menit`],
    ['Moda perjalanan', visit.travelMode],
    ['Program rutin', yesNo(visit.routineProgram)],
    ...(Object.entries(VISIT_OBSERVATIONS) as [keyof typeof VISIT_OBSERVATIONS, string][]).map(
      ([key, question]): [string, ReactNode] => [question, yesNo(visit[key])],
    ),
    ['Jumlah program serupa', orDash(visit.numberSimiliarProgram)],
    ['Program sosial lain', orDash(visit.otherSocialProgram)],
    ['Perkiraan penerima', orDash(visit.estimatedRecipient)],
    ['Tempat cetak spanduk', orDash(visit.bannerPrintingPlace)],
    ['Penjual kemasan', orDash(visit.packagingSeller)],
    ['Ukuran baju', orDash(visit.shirtSize)],
  ];
  const notes: [string, ReactNode][] = [
    ['Alasan', visit.reason],
    ['Cerita harian', orDash(visit.dailyStories)],
    ['Catatan', orDash(visit.note)],
  ];
  return (
    <Card withBorder padding="md" component="section" aria-label={m.visitRecord}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {m.visitRecord}
        </Title>
        <Facts facts={facts} />
        <Stack component="dl" gap="sm" m={0}>
          {notes.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} size="sm" style={{ ...wrap, whiteSpace: 'pre-line' }}>
                {value}
              </Text>
            </div>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

/** A photo as a thumbnail that opens it whole; another file as a link. */
function FileLink({ href, extension, label }: { href: string; extension: string; label: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener" size="sm" style={wrap}>
      {IMAGE.test(extension) ? (
        <Stack gap={4}>
          <Image src={href} alt={label} h={120} w="100%" fit="cover" radius="sm" loading="lazy" />
          <span>{label}</span>
        </Stack>
      ) : (
        `${label} (${extension.toUpperCase()})`
      )}
    </Anchor>
  );
}

function Photos({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function DocumentPhotos({ view }: { view: VerificationView }) {
  const types = new Map(view.applicantDocuments.map((d) => [d.idDocumentType, d.typeName]));
  return (
    <Photos title="Foto dokumen dari verifikator">
      {view.documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          Belum ada foto dokumen
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
          {view.documents.map((doc) => (
            <FileLink
              key={doc.idDocumentVerification}
              href={endpointUrl(documentsEndpoints.viewVerification, {
                params: { idDocumentVerification: doc.idDocumentVerification },
              })}
              extension={doc.extension}
              label={`${types.get(doc.idDocumentType) ?? 'Dokumen'} · ${formatDate(doc.createdAt, DAY)}`}
            />
          ))}
        </SimpleGrid>
      )}
    </Photos>
  );
}

function HandoverProof({ idProposal }: { idProposal: number }) {
  const proof = useHandoverProof(idProposal, true);
  const items = proof.data?.data ?? [];
  if (items.length === 0) return null;
  return (
    <Photos title="Bukti serah terima">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        {items.map((item) => (
          <FileLink
            key={item.idHandoverEvidence}
            href={endpointUrl(verificationEndpoints.handoverFile, {
              params: { idHandoverEvidence: item.idHandoverEvidence },
            })}
            extension={item.extension}
            label={`${item.uploadedBy} · ${formatDate(item.createdAt, DAY)}`}
          />
        ))}
      </SimpleGrid>
    </Photos>
  );
}

/**
 * "Hasil verifikasi lapangan" on the staff proposal page: each section the programme verifies,
 * the applicant's answer and the verifier's side by side with what differs marked, the visit,
 * the completion, the verifier's document photos and the proof of handover.
 */
export function VerificationResult({ view, describe }: { view: VerificationView; describe: Describe }) {
  const sections = [...view.sections].sort((a, b) => a.order - b.order);
  const familySection = sections.find((s) => s.route === 'family');
  const family = { applicant: familySection?.applicant, verifier: familySection?.verification?.data };
  return (
    <Stack component="section" aria-labelledby="verification-result-title" gap="sm">
      <Title id="verification-result-title" order={2} size="h4">
        Hasil verifikasi lapangan
      </Title>
      <Group gap="xs">
        <Badge color={view.completedAt ? 'teal' : 'gray'} variant="light">
          {view.completedAt ? m.completed : 'Verifikasi lapangan belum selesai'}
        </Badge>
        {view.completedAt && (
          <Text size="sm">{formatDate(view.completedAt, 'dddd, D MMMM YYYY, HH.mm')}</Text>
        )}
      </Group>
      {view.visit ? (
        <Visit visit={view.visit} />
      ) : (
        <Text size="sm" c="dimmed">
          {m.visitRecord}: {m.notVerified.toLowerCase()}
        </Text>
      )}
      {sections
        .filter((s) => s.route !== 'documents')
        .map((section) => (
          <SectionResult
            key={section.idProgramSection}
            section={section}
            family={family}
            describe={describe}
          />
        ))}
      <DocumentPhotos view={view} />
      <HandoverProof idProposal={view.idProposal} />
    </Stack>
  );
}
