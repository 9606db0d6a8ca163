/** The site's weather: temperature, condition, location, wind, humidity, visibility and feels-like. */
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconCloud,
  IconCloudRain,
  IconCloudStorm,
  IconDroplet,
  IconDroplets,
  IconEye,
  IconMapPin,
  IconSnowflake,
  IconSun,
  IconTemperature,
  IconWind,
  type Icon,
} from '@tabler/icons-react';
import { WEATHER_MESSAGES, type Weather } from '@weighbridge/contract/dashboard';
import { useIntl } from 'react-intl';
import { NOT_SET } from '../../lib/format';
import { useKnownTexts } from '../../lib/known-texts';
import { useFormat } from '../../lib/use-format';
import { useWeather } from './api/get-weather';
import { weatherConditionMessages, weatherMessages as text, weatherUnavailableMessages } from './messages';
import { useLoggedFailure } from './use-logged-failure';
import { type WeatherKind, weatherLook } from './weather-look';

const ICONS: Readonly<Record<WeatherKind, Icon>> = {
  storm: IconCloudStorm,
  snow: IconSnowflake,
  drizzle: IconDroplets,
  rain: IconCloudRain,
  clear: IconSun,
  cloud: IconCloud,
  other: IconTemperature,
};

export function WeatherCard() {
  const weather = useWeather();
  useLoggedFailure(weather, 'weather');
  const look = weather.data ? weatherLook(weather.data.condition) : undefined;
  const intl = useIntl();
  const knownText = useKnownTexts(weatherUnavailableMessages);

  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-label={intl.formatMessage(text.region)} bg={look ? `var(--mantine-color-${look.colour}-light)` : undefined}>
      {weather.isPending ? (
        <Stack gap="sm" aria-busy>
          <Skeleton height={40} width="60%" />
          <Skeleton height={16} width="40%" />
          <Skeleton height={56} />
        </Stack>
      ) : weather.data && look ? (
        <WeatherDetails weather={weather.data} colour={look.colour} icon={ICONS[look.kind]} />
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          {knownText(WEATHER_MESSAGES.unavailable)}
        </Text>
      )}
    </Paper>
  );
}

function WeatherDetails({ weather, colour, icon: ConditionIcon }: { weather: Weather; colour: string; icon: Icon }) {
  const intl = useIntl();
  const conditionText = useKnownTexts(weatherConditionMessages);
  const { formatNumber } = useFormat();
  const degrees = (value: number) => `${formatNumber(value)}°C`;
  const figures = [
    { label: intl.formatMessage(text.wind), value: `${formatNumber(weather.windSpeed)} km/h`, icon: IconWind },
    { label: intl.formatMessage(text.humidity), value: `${formatNumber(weather.humidity)}%`, icon: IconDroplet },
    { label: intl.formatMessage(text.visibility), value: weather.visibility === null ? NOT_SET : `${formatNumber(weather.visibility)} km`, icon: IconEye },
    { label: intl.formatMessage(text.feelsLike), value: degrees(weather.feelsLike), icon: IconTemperature },
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text fz={34} fw={700} lh={1.1}>
            {degrees(weather.temperature)}
          </Text>
          <Text fw={600}>{conditionText(weather.condition)}</Text>
          <Group gap={4} c="dimmed">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm">{weather.location}</Text>
          </Group>
        </div>
        <ThemeIcon variant="light" color={colour} size={56} radius="xl" aria-hidden>
          <ConditionIcon size={34} />
        </ThemeIcon>
      </Group>
      <SimpleGrid cols={2} spacing="xs">
        {figures.map((figure) => (
          <Group key={figure.label} gap={6} wrap="nowrap">
            <figure.icon size={16} aria-hidden />
            <Text size="sm">
              {intl.formatMessage(text.figure, { label: figure.label })} <strong>{figure.value}</strong>
            </Text>
          </Group>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
