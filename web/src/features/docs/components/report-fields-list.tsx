import { Box, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { reportFieldMessageId, reportFields } from '../report-fields';

/** What the report's verdict and exposure fields mean, under the query-result entry. */
export function ReportFieldsList() {
  return (
    <Stack gap="3" data-testid="report-fields">
      <Heading as="h3" size="md">
        <FormattedMessage id="docs.reportFields.title" />
      </Heading>
      <Box as="dl" m="0" borderWidth="1px" borderColor="border" rounded="md">
        {reportFields.map(({ path, key }, index) => (
          <Box key={key} px="3" py="2" borderTopWidth={index === 0 ? '0' : '1px'} borderColor="border">
            <Box as="dt">
              <Code size="sm" fontWeight="semibold" wordBreak="break-all">
                {path}
              </Code>
            </Box>
            <Text as="dd" m="0" mt="1" fontSize="sm">
              <FormattedMessage id={reportFieldMessageId(key)} />
            </Text>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
