-- reserved for a migration in progress
SELECT 1;
