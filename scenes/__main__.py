import sys

from scenes.app import main

sys.exit(main())
