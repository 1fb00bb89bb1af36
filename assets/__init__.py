# Marks assets/ as a package so installs carry its data files.
