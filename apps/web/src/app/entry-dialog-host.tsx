import { lazy, Suspense } from 'react';
import { closeEmployeeEnrollment, useEmployeeEnrollmentOpened } from '../shared/employee-enrollment.ts';
import { useMountedOnce } from './layout/use-mounted-once.ts';

const EmployeeEnrollmentDialog = lazy(() =>
  import('../features/employee-enrollment/employee-enrollment-dialog.tsx').then((m) => ({
    default: m.EmployeeEnrollmentDialog,
  })),
);

/** Loads the Employee Enrollment dialog the first time anyone opens it. */
export function EmployeeEnrollmentHost() {
  const opened = useEmployeeEnrollmentOpened();
  const mounted = useMountedOnce(opened);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <EmployeeEnrollmentDialog opened={opened} onClose={closeEmployeeEnrollment} />
    </Suspense>
  );
}
