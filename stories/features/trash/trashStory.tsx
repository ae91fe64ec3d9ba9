import { useState } from 'react';
import { TrashScreen, type TrashScreenProps } from '../../../src/features/trash/screens/TrashScreen';

/** The screen keeps its URL state in the story, as the route would, and reports every change to the spy. */
export function StatefulTrash(args: TrashScreenProps) {
  const [params, setParams] = useState(args.params);
  return (
    <TrashScreen
      {...args}
      params={params}
      onParamsChange={(next) => {
        args.onParamsChange(next);
        setParams(next);
      }}
    />
  );
}
