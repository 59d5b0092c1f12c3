import { Alert, Anchor, Avatar, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { customerHomeRoutes, uploadPurposes, type CustomerHomeProfileWidget } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { customerHomeKeys, uploadAvatar } from './api';
import { shortMonthYear } from './dates';
import { useFormat, useT } from '../../platform/i18n';

const accept = uploadPurposes.avatar.map((extension) => `.${extension}`).join(',');

const initialsOf = (first: string, last: string) => `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();

/** The Profile widget once its data is in, with the avatar's upload. */
export function ProfileWidgetBody({ data }: { data: CustomerHomeProfileWidget }) {
  const { t } = useT('customer-home');
  const { locale } = useFormat();
  const queryClient = useQueryClient();
  const avatar = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerHomeKeys.profile }),
  });
  return (
    <Stack gap="sm" mt="sm">
      <Group wrap="nowrap" align="center">
        <Avatar
          src={data.data.avatar_url}
          alt={data.data.avatar_url ? data.data.name : undefined}
          size="lg"
          radius="xl"
          color="blue"
        >
          {initialsOf(data.data.first_name, data.data.last_name)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {data.data.name}
          </Text>
          <FileButton onChange={(file) => file && avatar.mutate(file)} accept={accept}>
            {(props) => (
              <Button {...props} size="compact-sm" variant="subtle" loading={avatar.isPending} px={0}>
                {t('changePicture')}
              </Button>
            )}
          </FileButton>
        </div>
      </Group>
      {avatar.isError && (
        <Alert color="red" variant="light" role="alert">
          {avatar.error.message}
        </Alert>
      )}
      {avatar.isSuccess && (
        <Text size="sm" role="status">
          {t('avatarSaved')}
        </Text>
      )}
      <Group component="dl" gap="xl" my={0} wrap="wrap">
        <div>
          <Text component="dt" size="sm" c="dark.6">
            {t('impactAnswered')}
          </Text>
          <Text component="dd" ms={0} fw={700} data-testid="impact-answered">
            {data.answered} / {data.questions}
          </Text>
        </div>
        <div>
          <Text component="dt" size="sm" c="dark.6">
            {t('lastUpdated')}
          </Text>
          <Text component="dd" ms={0} fw={700}>
            {data.last_updated ? shortMonthYear(data.last_updated, locale) : '—'}
          </Text>
        </div>
        <div>
          <Text component="dt" size="sm" c="dark.6">
            {t('location')}
          </Text>
          <Text component="dd" ms={0} fw={700}>
            {data.data.location ?? t('noLocation')}
          </Text>
        </div>
      </Group>
      <div>
        <Group justify="space-between">
          <Text size="sm" id="profile-completion-label">
            {t('completion')}
          </Text>
          <Text size="sm" fw={700}>
            {data.data.percentage}%
          </Text>
        </Group>
        <Progress.Root mt={4}>
          <Progress.Section value={data.data.percentage} aria-labelledby="profile-completion-label" />
        </Progress.Root>
      </div>
      {data.answered === 0 && <Text size="sm">{t('noAnswers')}</Text>}
      <Anchor component={Link} to={customerHomeRoutes.aboutMe} size="sm">
        {t('answerQuestions')}
      </Anchor>
    </Stack>
  );
}
